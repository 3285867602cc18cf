/**
 * The Babel options of @vitejs/plugin-react for Vitest and Storybook: Lingui's macro where a module
 * imports it (about a third of them), and no Babel at all elsewhere, where Vite's own TypeScript and
 * JSX transform does all there is to do. Half the Vitest run's transform time (stop 77,
 * docs/contributing.md Timings). The bundle's build has its own Babel step (rollup.config.mjs).
 */
import { readFileSync } from 'node:fs';

const LINGUI = { plugins: ['@lingui/babel-plugin-lingui-macro'] };
const MACRO = /@lingui\/[\w/]*macro/;

/** The options for module `id` (a path, maybe with a query). */
export function linguiWhereNeeded(id: string): { plugins?: string[] } {
  try {
    return MACRO.test(readFileSync(id.split('?')[0]!, 'utf8')) ? LINGUI : {};
  } catch {
    return LINGUI; // not a file on disk (a virtual module): Babel as before
  }
}
