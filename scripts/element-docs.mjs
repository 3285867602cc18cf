/**
 * The README's element reference, generated from the JSDoc contract at the top of each
 * elements/ingame-*.ts (@attr, @event, @cssproperty, @csspart). `node scripts/element-docs.mjs
 * --write` rewrites the README section; a unit test fails when the two differ.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

export function elementReference() {
  const out = [];
  for (const file of readdirSync('elements')
    .filter((f) => /^ingame-[\w-]+\.ts$/.test(f))
    .sort()) {
    const source = readFileSync(`elements/${file}`, 'utf8');
    const doc = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
    const lines = doc
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, ''))
      .filter((l) => l.trim() !== '');
    const summary = lines
      .filter((l) => !l.startsWith('@'))
      .join(' ')
      .trim();
    const tags = { attr: [], event: [], cssproperty: [], csspart: [] };
    for (const l of lines) {
      const m = /^@(attr|event|cssproperty|csspart)\s+(\S+)\s*-?\s*(.*)$/.exec(l);
      if (m) tags[m[1]].push([m[2], m[3]]);
    }
    out.push(`### ${summary}\n`);
    const table = (title, rows) => {
      if (!rows.length) return;
      out.push(`| ${title} | |`, '|---|---|', ...rows.map(([name, text]) => `| \`${name}\` | ${text} |`), '');
    };
    table('attribute', tags.attr);
    table('event', tags.event);
    table('CSS custom property', tags.cssproperty);
    table('part', tags.csspart);
  }
  return out.join('\n').trim();
}

export function readmeSection(readme) {
  return readme.split('<!-- elements:start -->')[1]?.split('<!-- elements:end -->')[0]?.trim() ?? null;
}

if (process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  const [before, rest] = readme.split('<!-- elements:start -->');
  const after = rest.split('<!-- elements:end -->')[1];
  writeFileSync('README.md', `${before}<!-- elements:start -->\n${elementReference()}\n<!-- elements:end -->${after}`);
  console.log('README element reference updated.');
}
