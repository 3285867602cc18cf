/**
 * The industry-standard provably-fair byte stream (as Stake documents it): HMAC of the server
 * seed over `clientSeed:nonce:round`, read byte by byte, a new round when the digest is used up;
 * every 4 bytes make one float in [0, 1). SHA-256 gives 32 bytes (8 floats) a round, SHA-512 64.
 */
import { sha256 } from 'js-sha256';
import { sha512 } from 'js-sha512';

export type HashType = 'SHA256' | 'SHA512';

export function hmacBytes(hash: HashType, key: string | number[], message: string | number[]): number[] {
  // js-sha512's typings say string, but it takes byte arrays like js-sha256 (tested against node:crypto).
  return hash === 'SHA512' ? sha512.hmac.array(key as string, message as string) : sha256.hmac.array(key, message);
}

export function digestHex(hash: HashType, message: string | number[]): string {
  return hash === 'SHA512' ? sha512.hex(message as string) : sha256.hex(message);
}

export const toHex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

export function fromHex(hex: string): number[] {
  const clean = hex.trim().toLowerCase();
  if (!/^(?:[0-9a-f]{2})*$/.test(clean)) throw new Error('not a hex string');
  return Array.from({ length: clean.length / 2 }, (_, i) => parseInt(clean.slice(i * 2, i * 2 + 2), 16));
}

export interface RngRound {
  round: number;
  message: string;
  hmacHex: string;
}

export interface FloatDraw {
  index: number;
  bytes: [number, number, number, number];
  value: number;
}

/** 4 bytes → b0/256 + b1/256² + b2/256³ + b3/256⁴ (never 1). */
export function bytesToFloat(bytes: readonly number[]): number {
  return bytes.reduce((sum, byte, i) => sum + byte / 256 ** (i + 1), 0);
}

/** Draw `count` floats, recording every HMAC round and the bytes behind each float. */
export function drawFloats(hash: HashType, serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const rounds: RngRound[] = [];
  const floats: FloatDraw[] = [];
  let buffer: number[] = [];
  let cursor = 0;
  const nextByte = () => {
    if (cursor >= buffer.length) {
      const round = rounds.length;
      const message = `${clientSeed}:${nonce}:${round}`;
      buffer = hmacBytes(hash, serverSeed, message);
      rounds.push({ round, message, hmacHex: toHex(buffer) });
      cursor = 0;
    }
    return buffer[cursor++]!;
  };
  for (let index = 0; index < count; index++) {
    const bytes = [nextByte(), nextByte(), nextByte(), nextByte()] as [number, number, number, number];
    floats.push({ index, bytes, value: bytesToFloat(bytes) });
  }
  return { rounds, floats };
}
