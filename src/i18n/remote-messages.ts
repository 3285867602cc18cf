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

/** Flatten groups into `group.key → text`, `_style` groups applied last over their base. */
export function flattenGroups(groups: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof groups !== 'object' || groups === null || Array.isArray(groups)) return out;
  const entries = Object.entries(groups as LanguageGroups);
  const ordered = [...entries.filter(([g]) => !g.endsWith('_style')), ...entries.filter(([g]) => g.endsWith('_style'))];
  for (const [group, messages] of ordered) {
    if (typeof messages !== 'object' || messages === null) continue;
    const base = group.endsWith('_style') ? group.slice(0, -'_style'.length) : group;
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text === 'string') out[`${base}.${key}`] = text;
    }
  }
  return out;
}
