/**
 * The QR code of the continue link, for a phone held up to a wide screen. Rendering a QR code needs
 * an encoder (Reed–Solomon, masking) that no dependency of this project has; the app does not ship
 * one of its own. Until the package is added (see the issue note: `qrcode-generator`, 0 deps,
 * ~20 KB, loaded lazily with this chunk), this renders nothing and the link, copy and share stand
 * alone. Swap the body of `qrSvgPath` for the library's call; the component stays as it is.
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
