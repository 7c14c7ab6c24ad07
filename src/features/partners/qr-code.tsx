import { encode } from 'uqr';
import { qrPath } from './qr-path';

/**
 * The QR code of the continue link, for a phone held up to a wide screen (shown from 48rem up).
 * `uqr` encodes it (Reed–Solomon, masking: not ours to write); qr-path.ts draws it as one SVG path.
 */
export function qrSvgPath(text: string): { size: number; path: string } | null {
  return text ? qrPath(encode(text, { ecc: 'M', border: 0 }).data) : null;
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const qr = qrSvgPath(text);
  if (!qr) return null;
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`} width="176" height="176" shapeRendering="crispEdges">
      <rect x="-4" y="-4" width={qr.size + 8} height={qr.size + 8} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
