/**
 * The QR code of the continue link, for a phone held up to a wide screen (shown from 48rem up).
 * Encoding a QR code (Reed–Solomon, masking) needs a package that the project does not have yet:
 * `uqr` (MIT, no dependencies, ESM with types). Until it is added this renders nothing and the
 * link, copy and share stand alone. Once added, `qrSvgPath` becomes:
 *   import { encode } from 'uqr';
 *   import { qrPath } from './qr-path';
 *   return qrPath(encode(text, { ecc: 'M', border: 0 }).data);
 */
export function qrSvgPath(_text: string): { size: number; path: string } | null {
  return null;
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
