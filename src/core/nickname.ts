/**
 * §5 nickname rule: up to 7 characters, simplified Chinese, English letters or digits only, and
 * unchangeable once created. The client checks it before sending; the server enforces it with
 * this same function. Uniqueness is the server's alone: two names that read alike (`F0x718`,
 * `Fox718`) are one name there (docs/platform.md, "Nicknames that read alike").
 */
export const NICKNAME_MAX = 7;

/**
 * "Simplified Chinese" as platforms check it: the CJK unified ideographs basic block
 * (U+4E00–U+9FA5), which also holds traditional forms; telling them apart needs a character
 * table no platform rule uses. Plus English letters and ASCII digits.
 */
const ALLOWED = /^[\u4e00-\u9fa5A-Za-z0-9]+$/u;

export type NicknameProblem = 'empty' | 'tooLong' | 'characters';

export function nicknameProblem(raw: string): NicknameProblem | null {
  const nickname = raw.trim();
  if (nickname === '') return 'empty';
  // Count characters, not UTF-16 units: 龙 is one character.
  if ([...nickname].length > NICKNAME_MAX) return 'tooLong';
  if (!ALLOWED.test(nickname)) return 'characters';
  return null;
}
