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

/** The strip's speaker icon (24×24) and its pause button's two marks (16×16): marquee.tsx and the entry's early drawing (elements/marquee-early.ts). */
export const SPEAKER_ICON = 'M3 10v4h4l5 5V5L7 10H3Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.47 4.47 0 0 0 2.5-4Z';
export const PAUSE_ICON = 'M3 2h4v12H3zm6 0h4v12H9z';
export const PLAY_ICON = 'M4 2v12l10-6z';

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
