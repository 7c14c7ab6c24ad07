import { createGunzip } from 'node:zlib';

/**
 * Unpacks a gzip body without ever holding more than `maxBytes` of what it unpacks to: a body of a
 * megabyte can unpack to a gigabyte, and unpacked whole it blocks the server and takes its memory. The
 * body is streamed through zlib and the stream is torn down as soon as the output passes the limit, so
 * the work and the memory are bounded by the limit, whatever the compressed body claims.
 */
export class InflatedTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the body inflates to more than ${maxBytes} bytes`);
    this.name = 'InflatedTooLargeError';
  }
}

export function gunzipBounded(compressed: Uint8Array, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gunzip = createGunzip();
    const chunks: Buffer[] = [];
    let size = 0;
    gunzip.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        gunzip.destroy();
        reject(new InflatedTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    gunzip.on('error', reject);
    gunzip.on('end', () => resolve(Buffer.concat(chunks, size)));
    gunzip.end(compressed);
  });
}

export const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;
