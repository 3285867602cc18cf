/**
 * The demo pages' shared head (issue 28): every demo page under the strict policy writes
 * `<!-- ingame:head -->` as the first line of its `<head>`, and the platform puts these lines there
 * as it serves the page. One place says what every widget demo page is — its character set, its
 * phone viewport, no favicon request, and the strictest CSP an operator might use (the widgets
 * must work under it) — and each page file keeps only what is its own: stylesheet, title, body.
 * A page that needs another policy or viewport (app.html, frame.html, play.html) writes its whole
 * head itself and has no marker.
 */

/** Where a demo page's shared head goes: the first line of its `<head>`. */
export const HEAD_MARKER = '<!-- ingame:head -->';

/** The lines the marker stands for. */
export const SHARED_HEAD = [
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'">`,
  '<link rel="icon" href="data:,">',
];

/** A demo page's HTML with its marker replaced by the shared head (any other file as it is). */
export function withSharedHead(path: string, body: Buffer): Buffer {
  if (path && !path.endsWith('.html')) return body;
  const html = body.toString('utf8');
  const at = html.indexOf(HEAD_MARKER);
  if (at === -1) return body;
  // The marker's own indentation, so the served page reads as if written by hand.
  const indent = /[ \t]*$/.exec(html.slice(0, at))![0];
  return Buffer.from(html.slice(0, at) + SHARED_HEAD.join('\n' + indent) + html.slice(at + HEAD_MARKER.length), 'utf8');
}
