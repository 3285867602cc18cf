/** The QR code of a URL as inline SVG (black on white, quiet zone included): `part="qr"`. */
import { useMemo } from 'react';
import { qrDrawing } from './qr';

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      className="qr"
      part="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-modules={modules}
      data-text={text}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
