import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { crc32, deflateSync, gunzipSync } from 'node:zlib';

/** Support for deploy-nginx.spec.ts (not a spec): free ports, requests to nginx as a browser sends them, a photo. */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** Requests to nginx as a browser sends them to https://<name>:<port> (or http://), connected to 127.0.0.1, trusting `ca`. */
export function nginxClient(ca: string) {
  function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const options = {
      host: '127.0.0.1',
      port: Number(target.port),
      method,
      path: `${target.pathname}${target.search}`,
      headers: { Host: target.host, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }) },
      ...(secure ? { servername: target.hostname, ca } : {}),
      // A connection of its own each time: Node keeps connections alive, and one kept from before an
      // nginx reload belongs to an old worker, which closes it ("socket hang up", seen in a fresh clone).
      agent: false,
    };
    return new Promise((done, fail) => {
      const request = (secure ? httpsRequest : httpRequest)(options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          done({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        });
      });
      request.on('error', fail);
      request.end(body);
    });
  }
  const post = (url: string, body: unknown) => get(url, {}, 'POST', JSON.stringify(body));
  return { get, post };
}

/**
 * A photo the page cannot make small: noise, 2000 px square (the upload's longest side already), so
 * the JPEG the page makes of it is over 2 MB. A PNG written here (zlib's crc32 and deflate), given to
 * the file input by its path: nothing of it goes through the browser's protocol.
 */
export function noisePhoto(file: string): string {
  const side = 2000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = randomBytes((side * 3 + 1) * side);
  for (let row = 0; row < side; row += 1) rows[row * (side * 3 + 1)] = 0; // filter: none
  // Stored, not compressed: noise does not compress, and deflating it only costs time.
  const idat = deflateSync(rows, { level: 0 });
  writeFileSync(file, Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]));
  return file;
}
