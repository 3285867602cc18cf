/**
 * §7 language service: `GET {languageHost}/language/{locale}?t={minute}&GroupIds[]=…`. Groups
 * whose name ends `_style` override the keys of their base group. Keys become message ids
 * `group.key`, the same explicit ids the components use, so a remote text replaces the compiled one.
 */
import type { LanguageGroups } from '../api/contract';

/** Cache stamp that changes once a minute (§7, §9). */
export function minuteStamp(nowMs: number): number {
  return Math.floor(nowMs / 60_000);
}

export function languageUrl(host: string, locale: string, groupIds: readonly string[], nowMs: number): string {
  const base = host.replace(/\/+$/, '');
  const search = new URLSearchParams({ t: String(minuteStamp(nowMs)) });
  // The language service is the one place that expects bracketed arrays (§7).
  for (const group of groupIds) search.append('GroupIds[]', group);
  return `${base}/language/${encodeURIComponent(locale)}?${search.toString()}`;
}

/** A message in Lingui's compiled form: text runs and `[name]` placeholders. */
export type CompiledText = (string | [string])[];

/**
 * A remote text in Lingui's compiled form, so its `{name}` placeholders work like the built-in
 * texts'. Only plain text with simple placeholders is accepted: a text with ICU plural/select
 * syntax or unbalanced braces is refused (null), and the built-in text stays.
 */
export function compileRemoteText(text: string): CompiledText | null {
  const out: CompiledText = [];
  let rest = text;
  for (;;) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open < 0) {
      if (close >= 0) return null;
      if (rest) out.push(rest);
      return out;
    }
    const end = rest.indexOf('}', open);
    const name = end < 0 ? '' : rest.slice(open + 1, end);
    if (close < open || !/^\w{1,32}$/.test(name)) return null;
    if (open > 0) out.push(rest.slice(0, open));
    out.push([name]);
    rest = rest.slice(end + 1);
  }
}

/** Flatten groups into `group.key → compiled text`, `_style` groups applied last over their base. */
export function flattenGroups(groups: unknown): Record<string, CompiledText> {
  const out: Record<string, CompiledText> = {};
  if (typeof groups !== 'object' || groups === null || Array.isArray(groups)) return out;
  const entries = Object.entries(groups as LanguageGroups);
  const ordered = [...entries.filter(([g]) => !g.endsWith('_style')), ...entries.filter(([g]) => g.endsWith('_style'))];
  for (const [group, messages] of ordered) {
    if (typeof messages !== 'object' || messages === null) continue;
    const base = group.endsWith('_style') ? group.slice(0, -'_style'.length) : group;
    for (const [key, text] of Object.entries(messages)) {
      const compiled = typeof text === 'string' && text.length <= 2000 ? compileRemoteText(text) : null;
      if (compiled) out[`${base}.${key}`] = compiled;
    }
  }
  return out;
}
