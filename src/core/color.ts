/** Server-provided colours are only ever applied when they are plain hex colours. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function safeHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // The platform sometimes omits the '#'.
  const candidate = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(candidate) ? candidate : undefined;
}
