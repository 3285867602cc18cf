/**
 * `node scripts/budget-reasons.mjs`: keeps budgets.json's reasons short (issue 43 item 5). A row's
 * reason longer than SHORT characters — the latest change in full, then "Before: …" for every
 * earlier figure — moves into docs/performance.md, "Budgets, page by page", one bullet per figure
 * (newest first) under the page kind's heading; the row keeps its head (`94.26 now; +1.71 (stop
 * 47, …)`) and a pointer there. Rows already short are left alone, so it can run after any merge
 * that brought long reasons back. tests/unit/budget-reasons.test.ts fails on a long reason.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const SHORT = 400;
export const SECTION = '## Budgets, page by page';
const DOC = 'docs/performance.md';
const POINTER = `history in docs/performance.md, "${SECTION.slice(3)}"`;

/** The heading a page kind's history sits under. */
export const headingOf = (page) => `### \`${page}\``;

/** `94.26 now; +1.71 (stop 47, …): why … Before: 92.55 now; …` → its figures, newest first. */
export function entriesOf(reason) {
  return reason
    .split(/\s*\bBefore: /)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** The head of the newest entry: the figure and the change, up to the end of its parenthesis. */
export function headOf(reason) {
  const first = entriesOf(reason)[0] ?? '';
  const close = first.indexOf('): ');
  if (close < 0) return `${first.split(/\. /)[0].slice(0, 200)}; ${POINTER}`;
  // The figure and the change, then the first clause of why (to its first `;`, `. ` or parenthesis).
  const why = first
    .slice(close + 3)
    .split(/; |\. | \(/)[0]
    .slice(0, 160);
  return `${first.slice(0, close + 1)}: ${why}; ${POINTER}`;
}

/** `doc` with `entries` put first under `page`'s heading (the section and heading made when missing). */
export function withHistory(doc, page, entries) {
  let text = doc.includes(SECTION)
    ? doc
    : `${doc.replace(/\n*$/, '\n\n')}${SECTION}\n\nEach budget row's figures, newest first: what was measured, what changed and why. \`budgets.json\` keeps the latest head and points here; \`node scripts/budget-reasons.mjs\` moves a long reason here.\n`;
  const heading = headingOf(page);
  if (!text.includes(`\n${heading}\n`)) text = `${text.replace(/\n*$/, '\n')}\n${heading}\n\n`;
  const at = text.indexOf(`\n${heading}\n`) + heading.length + 2;
  const bullets = entries.map((e) => `- ${e}\n`).join('');
  const rest = text.slice(at).replace(/^\n*/, '');
  return `${text.slice(0, at)}\n${bullets}${rest ? (rest.startsWith('- ') ? rest : `\n${rest}`) : ''}`;
}

/**
 * The entries of `reason` that `doc` does not hold yet. Not a head written over a moved reason
 * (it carries the pointer), nor a figure already moved: whole, or cut short as a head is (the
 * figure and the start of why, without the pointer), which moved again beside its full bullet.
 */
export function newEntries(reason, doc) {
  return entriesOf(reason).filter((e) => !e.includes(POINTER) && !doc.includes(`- ${e}`));
}

function main() {
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
  let doc = readFileSync(DOC, 'utf8');
  let moved = 0;
  for (const row of budgets.budgets) {
    if (row.reason.length <= SHORT) continue;
    // A reason written over a moved one repeats its head (with the pointer): only what is new moves.
    doc = withHistory(doc, row.page, newEntries(row.reason, doc));
    row.reason = headOf(row.reason);
    moved++;
  }
  if (!moved) return console.log('Every reason in budgets.json is short already.');
  writeFileSync(DOC, doc);
  writeFileSync('budgets.json', `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Moved ${moved} long reason(s) into ${DOC}, "${SECTION.slice(3)}".`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
