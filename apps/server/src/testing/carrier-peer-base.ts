/**
 * What the GHN and GHTK peers (ghn-peer.ts, ghtk-peer.ts) share: an HTTP server on 127.0.0.1, the faults a test
 * injects into the next call of a path (a refusal, a time-out, an order made but its answer lost), reading bodies
 * (JSON or form) and posting webhooks to the shop.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the next call of a path goes wrong: `refuse` answers the carrier's error with `reason`; `timeout` never
 * answers; `lost` does the work (an order is created) and then drops the connection without an answer; `http-500`
 * answers a server error without doing anything.
 */
export type PeerFault =
  | { kind: 'refuse'; reason: string }
  | { kind: 'timeout' }
  | { kind: 'lost' }
  | { kind: 'http-500' }
  /** Answers normally: lets a queued fault hit a later call of the same path. */
  | { kind: 'pass' };

export interface PeerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type PeerAnswer = { status: number; json: unknown } | { status: number; contentType: string; body: Buffer };

export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const json = JSON.parse(text) as unknown;
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  } catch {
    return { __invalid_json: true };
  }
}

/**
 * An HTTP peer: `route` answers each request; `faults` (path prefix → queue) override the next calls. A 'lost' fault
 * runs the route (the order is made) and then destroys the socket.
 */
export function startPeerServer(route: (req: PeerRequest) => Promise<PeerAnswer> | PeerAnswer, port = 0) {
  const faults = new Map<string, PeerFault[]>();
  const hung = new Set<ServerResponse>();
  let calls = 0;
  const takeFault = (path: string) => {
    for (const [prefix, queue] of faults) {
      if (path.startsWith(prefix) && queue.length) return queue.shift();
    }
    return undefined;
  };
  const server = createServer((req, res) => {
    void (async () => {
      calls++;
      const url = new URL(req.url ?? '/', 'http://peer');
      const body = await readBody(req);
      const fault = takeFault(url.pathname);
      if (fault?.kind === 'timeout') {
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      }
      if (fault?.kind === 'http-500') return send(res, { status: 500, json: { message: 'Internal Server Error' } });
      if (fault?.kind === 'refuse') return send(res, refusalAnswer(fault.reason, url.pathname));
      const answer = await route({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (fault?.kind === 'lost') return res.destroy();
      send(res, answer);
    })().catch((err: unknown) => send(res, { status: 500, json: { message: String(err) } }));
  });
  let refusalAnswer: (reason: string, path: string) => PeerAnswer = (reason) => ({
    status: 400,
    json: { message: reason },
  });
  return {
    server,
    faults,
    /** Calls answered so far (a test checks a cached quote made none). */
    calls: () => calls,
    /** The next call of a path starting with `prefix` goes wrong this way. */
    fail(prefix: string, fault: PeerFault) {
      faults.set(prefix, [...(faults.get(prefix) ?? []), fault]);
    },
    setRefusal(fn: typeof refusalAnswer) {
      refusalAnswer = fn;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, answer: PeerAnswer) {
  if ('json' in answer) {
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  } else {
    res.writeHead(answer.status, { 'Content-Type': answer.contentType });
    res.end(answer.body);
  }
}

/** Posts a webhook as the carrier does (JSON, or form fields for GHTK's form mode); the shop's status code. */
export async function postWebhook(url: string, body: Record<string, unknown>, form = false): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form
      ? new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v ?? '')])).toString()
      : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A one-page PDF naming `lines` (GHTK's label), small but well-formed enough for a viewer. */
export function tinyPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 14 Tf 40 ${800 - i * 24} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A peer run as a script (e2e, dev): listens, says where, and closes on SIGTERM/SIGINT. */
export async function runPeerScript(label: string, peer: { listen(): Promise<string>; close(): Promise<void> }) {
  console.log(`${label} peer listening on ${await peer.listen()}`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
