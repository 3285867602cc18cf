/**
 * QR code as SVG path data, with uqr (the kept library: 4.3 KB gz, in the install chunk only).
 * Dark modules are drawn as horizontal runs, one `M x y h n v 1 h -n z` per run, on a white square
 * that includes a 4-module quiet zone (ISO/IEC 18004), so any phone camera reads it.
 */
import { encode } from 'uqr';

export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included. */
  size: number;
  /** The dark modules as one path, in module units. */
  path: string;
}

/** Dark modules of `text` (quiet zone included), row by row. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QUIET_ZONE }).data;
}

export function qrDrawing(text: string): QrDrawing {
  const data = qrMatrix(text);
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < row.length && row[end]) end++;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  });
  return { size: data.length, path };
}

/** The module matrix a drawing paints (the inverse of qrDrawing), to check what a QR encodes. */
export function matrixFromPath(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i++) matrix[Number(y)]![Number(x) + i] = true;
  }
  return matrix;
}
