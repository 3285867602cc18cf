/**
 * §3/§4 marquee: `Template.Format` with numbered placeholders {0}, {1}… filled from `Content`,
 * each coloured by `ContentColor` when that is a hex colour. The result is a list of text
 * segments, never HTML: a `$&` or `<b>` in server text shows literally.
 */
import { safeHexColor } from '../../core/color';

export interface Segment {
  text: string;
  color?: string;
}

const PLACEHOLDER = /\{(\d+)\}/g;

export function fillTemplate(format: unknown, content: unknown, colors: unknown): Segment[] {
  const text = typeof format === 'string' ? format : '';
  const values = Array.isArray(content) ? content : [];
  const palette = Array.isArray(colors) ? colors : [];
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index! > last) segments.push({ text: text.slice(last, match.index) });
    const index = Number(match[1]);
    const value = values[index];
    if (value !== undefined && value !== null) {
      const color = safeHexColor(palette[index]);
      segments.push(color ? { text: String(value), color } : { text: String(value) });
    }
    last = match.index! + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** §4: the list is shown reversed, starting at its last item. */
export function rotationList<T>(items: readonly T[]): { list: T[]; start: number } {
  const list = [...items].reverse();
  return { list, start: Math.max(0, list.length - 1) };
}

/** §4: every tick moves up one item, wrapping from the first back to the last. */
export function nextIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return index - 1 < 0 ? length - 1 : index - 1;
}

/** The index shown after `ticks` moves from `start` (nextIndex applied `ticks` times). */
export function indexAfter(start: number, ticks: number, length: number): number {
  if (length <= 0) return 0;
  return (((start - ticks) % length) + length) % length;
}

/** §9 marquee rotation period. */
export const ROTATION_MS = 5000;

/** Reading speed of a scrolling announcement, in px per second. */
export const READ_PX_PER_S = 40;

/**
 * How long a long announcement takes to be read once (issue 41): it rests at its start, scrolls
 * its overflow at READ_PX_PER_S and rests at its end; the rests are 12% each of the whole
 * (marquee.css, @keyframes marquee-read). 0 when it fits its line.
 */
export function readingMs(overflowPx: number): number {
  if (overflowPx <= 0) return 0;
  return Math.round(((overflowPx / READ_PX_PER_S) * 1000) / 0.76);
}
