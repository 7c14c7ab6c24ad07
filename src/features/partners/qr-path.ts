/**
 * A QR code's modules (rows of dark or light, as QR encoders such as `uqr` answer them) as one SVG
 * path of unit squares: crisp at any size, one element for the whole code, no canvas.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): { size: number; path: string } {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: modules.length, path: parts.join('') };
}
