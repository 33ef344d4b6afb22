// A slow network between the shop and a protocol peer, on 127.0.0.1: every request is forwarded as it came (method,
// path, query, headers, body) after `delayMs`, and the peer's answer sent back as it came. Tests of what the shop does
// while a call is in flight (a marketplace push that is slow) point the shop at it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  /** How long each request waits before it is forwarded (0: at once). */
  delayMs: number;
  /** Requests forwarded or waiting, not yet answered. */
  inFlight(): number;
  close(): Promise<void>;
}

export async function startDelayProxy(target: string): Promise<DelayProxy> {
  let pending = 0;
  const proxy: Omit<DelayProxy, 'url'> & { url?: string } = {
    delayMs: 0,
    inFlight: () => pending,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    pending++;
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (proxy.delayMs > 0) await new Promise((r) => setTimeout(r, proxy.delayMs));
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !['host', 'connection'].includes(k)),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, body });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })()
      .catch(() => res.destroy())
      .finally(() => pending--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(proxy, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }) as DelayProxy;
}
