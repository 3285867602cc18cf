/**
 * What an element's attribute or property may hold, beside its type (declaration.ts): a number's
 * range and whether it is whole, a string's allowed values. r2wc parses a `number` attribute with `Number()`, so `interval="fast"` is
 * NaN, and NaN went on to the feature (a marquee that turned 650 times a second, issue 42). Here a
 * value that breaks its rule is said once on the console — naming the element, the attribute and
 * the value — and the feature gets `undefined`, so its default applies.
 */

import type { AttributeSpec } from './declaration';

export type PropType = AttributeSpec['type'];

/** What a value must be, in words, for the console (`a whole number of at least 0`, `one of list, hub`). */
function describeRule(rule: AttributeSpec): string {
  if (rule.values) return `one of ${rule.values.join(', ')}`;
  const kind = rule.integer ? 'a whole number' : 'a number';
  if (rule.min !== undefined && rule.max !== undefined) return `${kind} from ${rule.min} to ${rule.max}`;
  if (rule.min !== undefined) return `${kind} of at least ${rule.min}`;
  if (rule.max !== undefined) return `${kind} of at most ${rule.max}`;
  return kind;
}

/** Why `value` breaks `rule`, or null when it keeps it (or there is no value). */
export function ruleBroken(rule: AttributeSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (rule.values) return rule.values.includes(value as string) ? null : describeRule(rule);
  if (rule.type !== 'number') return null;
  const n = value as number;
  const ok =
    typeof n === 'number' &&
    Number.isFinite(n) &&
    (rule.min === undefined || n >= rule.min) &&
    (rule.max === undefined || n <= rule.max) &&
    (!rule.integer || Number.isInteger(n));
  return ok ? null : describeRule(rule);
}

const said = new Set<string>();

/**
 * The props a feature gets: each value that breaks its rule replaced by `undefined` (the feature's
 * default), with one console warning per element, attribute and value.
 */
export function checkedProps<T extends Record<string, unknown>>(
  tag: string,
  specs: Record<string, AttributeSpec>,
  props: T,
  attributeOf: (name: string) => string,
  raw: (name: string) => string | null,
): T {
  let out: T | null = null;
  for (const [name, spec] of Object.entries(specs)) {
    const broken = ruleBroken(spec, props[name]);
    if (!broken) continue;
    out ??= { ...props };
    (out as Record<string, unknown>)[name] = undefined;
    const attribute = attributeOf(name);
    const shown = raw(attribute) ?? String(props[name]);
    const key = `${tag}|${attribute}|${shown}`;
    if (said.has(key)) continue;
    said.add(key);
    console.warn(`[ingame] <${tag}> ${attribute}="${shown}" is not ${broken}: the default applies.`);
  }
  return out ?? props;
}
