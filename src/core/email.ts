/**
 * The e-mail address rule of the gift-code form (§5), shared by the page (inline validation) and
 * the platform (which refuses anything else with Code 3007). Deliberately plain: one @, a local
 * part without spaces or brackets, a dotted domain with a letters-only top level.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}$/;

/** The address as the platform keeps it: trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= 254 && EMAIL.test(email);
}
