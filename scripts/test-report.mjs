/**
 * The failed tests of a run, short enough for the tail of a CI log: `npm test` prints them again
 * after its last suite, so the lines that say what failed are not scrolled away by Storybook, lint
 * and the size report.
 */

/** Failed tests as a short list for the end of a log. */
export function formatFailures(list) {
  return list.map((f) => `✖ ${f.name}\n${f.error.replace(/^/gm, '    ')}`).join('\n');
}

/** The first lines of an error, colour codes dropped: enough to tell what failed from a CI log's tail. */
export function firstLines(text, lines = 8) {
  return text
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, lines)
    .join('\n');
}

/** The lines without the indentation they all share (TAP's YAML blocks are indented). */
function dedent(text) {
  const lines = text.split('\n').filter((line) => line.trim());
  const indent = Math.min(...lines.map((line) => /^\s*/.exec(line)[0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

/**
 * The failed tests of a TAP report (node's test runner): each `not ok` that has no failed subtest
 * (the test itself, not its suite), with the error block that follows it.
 */
export function tapFailures(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i]);
    if (!m) continue;
    const block = [];
    for (let j = i + 1; j < lines.length && !/^\s*\.\.\.\s*$/.test(lines[j]); j++) block.push(lines[j]);
    const yaml = block.join('\n');
    // A suite fails because a subtest did; its own block says so.
    if (/failureType: '?subtestsFailed/.test(yaml)) continue;
    const error =
      /^\s*error: (?:[|>]-?[ \t]*\n)?([\s\S]*?)(?=^\s*(?:code|stack|expected|actual|operator|failureType|location|duration_ms):)/m.exec(
        yaml,
      )?.[1] ?? yaml;
    const details = ['expected', 'actual']
      .map((k) => new RegExp(`^\\s*${k}: (.*)$`, 'm').exec(yaml)?.[0]?.trim())
      .filter(Boolean);
    out.push({ name: m[2], error: firstLines(dedent([error, ...details].join('\n'))) });
  }
  return out;
}

/**
 * The `count` slowest top-level suites of a TAP report (node's test runner), slowest first, as
 * `{ name, seconds }`: where an end-to-end run's time went, printed after it (docs/contributing.md).
 */
export function slowestSuites(text, count = 10) {
  const suites = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(?:not )?ok \d+ - (.*)$/.exec(lines[i]);
    if (!m) continue;
    for (let j = i + 1; j < lines.length && !/^\s*\.\.\.\s*$/.test(lines[j]); j++) {
      const d = /^\s+duration_ms: ([\d.]+)/.exec(lines[j]);
      if (d) {
        suites.push({ name: m[1], seconds: Math.round(Number(d[1]) / 1000) });
        break;
      }
    }
  }
  return suites.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
