/** Server-provided colours are only ever applied when they are plain hex colours. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function safeHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // The platform sometimes omits the '#'.
  const candidate = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(candidate) ? candidate : undefined;
}

type Rgb = number[];

/** [r, g, b] of a hex colour (alpha ignored) or of an opaque computed `rgb()`/`rgba()`; else null. */
export function parseColor(value: string): Rgb | null {
  const hex = safeHexColor(value);
  // '#e63946' → e6 39 46; '#f08' → ff 00 88.
  const size = hex && hex.length < 6 ? 1 : 2;
  if (hex) return [0, 1, 2].map((i) => parseInt(hex.substr(1 + i * size, size).repeat(3 - size), 16));
  const rgb = /^rgba?\(([^)]+)\)$/
    .exec(value)?.[1]!
    .split(/[\s,/]+/)
    .map(Number);
  // A see-through background says nothing about what is behind it.
  return rgb && rgb.length > 2 && !(rgb[3]! < 1) ? rgb.slice(0, 3) : null;
}

/** WCAG 2 relative luminance. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG 2 contrast ratio of two colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * An operator's text colour made readable on `background` (WCAG AA, 4.5:1 for body text): kept
 * as it is when it already reads, otherwise mixed toward white or black, whichever the background
 * needs, just far enough. The hue stays recognisable; a colour or background that cannot be
 * parsed is returned unchanged.
 */
export function readableOn(color: string, background: string, minimum = 4.5): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return color;
  const toward = luminance(bg) < 0.18 ? 255 : 0;
  for (let step = 0; step <= 20; step++) {
    const mixed = fg.map((c) => Math.round(c + ((toward - c) * step) / 20));
    if (contrastRatio(mixed, bg) >= minimum) return step ? `rgb(${mixed})` : color;
  }
  return color;
}
