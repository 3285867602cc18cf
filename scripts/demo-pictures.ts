/**
 * Writes the demo operator's pictures (platform/server/pictures.ts) to demo/public/img/{kind}/{tag}/.
 * Run after changing a caption or a design: `node --import tsx scripts/demo-pictures.ts`; the files are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPictures } from '../platform/server/pictures.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo', 'public', 'img');
const pictures = demoPictures();
for (const [path, svg] of pictures) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), svg);
}
console.log(`${pictures.size} pictures written to demo/public/img/`);
