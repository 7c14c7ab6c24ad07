import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who is asking, and on which address the applicant sees the server, when a proxy stands between
 * (the nginx recipe, docs/deploy.md). A proxy on this machine (a peer on the loopback address) is
 * trusted to say it: the client's address is the last one it adds to X-Forwarded-For, the scheme and
 * host it was reached on are X-Forwarded-Proto and X-Forwarded-Host. From any other peer those headers
 * are the client's own words and are ignored. In production the server listens on 127.0.0.1 only, so
 * every request comes through the proxy.
 */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The TCP peer, or undefined for a request made in-process (Hono's app.request, the test harnesses): it came from no network. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const fromTrustedProxy = (c: Context) => LOOPBACK.test(peerAddress(c) ?? '');

/** The client's address: the proxy's last X-Forwarded-For entry from a trusted proxy, else the peer; undefined in-process. */
export function clientAddress(c: Context): string | undefined {
  const peer = peerAddress(c);
  if (peer && fromTrustedProxy(c)) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  return peer;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The origin the client reached: the forwarded scheme and host from a trusted proxy, else the request's own. */
export function requestOrigin(c: Context): string {
  const own = new URL(c.req.url).origin;
  if (!fromTrustedProxy(c)) return own;
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() ?? c.req.header('Host');
  if ((proto !== 'http' && proto !== 'https') || !host || !HOST.test(host)) return own;
  return new URL(`${proto}://${host}`).origin;
}
