// Test support: a real SMTP server on 127.0.0.1 that keeps what it receives (DESIGN §6), read with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** Top-level headers as written (lower-cased names, folded lines joined). */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  /** The decoded text/plain part ('' if none). */
  text: string;
  /** The decoded text/html part ('' if none). */
  html: string;
  /** Inline images and other attachments. */
  attachments: { contentType: string; cid: string | undefined; content: Buffer }[];
  raw: string;
}

/** Reads a message as a mail client would (multipart/alternative, related inline images, encodings). */
export async function parseMail(raw: string, to: string[] = []): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw, { keepCidLinks: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    to,
    headers,
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => ({ contentType: a.contentType, cid: a.cid, content: a.content })),
    raw,
  };
}

/**
 * Starts an SMTP server on 127.0.0.1 (random port, no auth, no TLS) that keeps every mail it accepts. `setDown(true)`
 * refuses every connection (a mail server that is down), `hold()` keeps mails waiting before they are accepted (a
 * send in flight) until `release()`; a held mail whose sender went away is never accepted.
 */
export async function startSmtpCapture() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let down = false;
  let holding = false;
  let held: { session: string; accept: () => void }[] = [];
  const closed = new Set<string>();
  let heldCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onConnect(_session, callback) {
      if (down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = async () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          mails.push(await parseMail(Buffer.concat(chunks).toString('utf8'), to));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (!holding) return void accept();
        heldCount++;
        waiters.splice(0).forEach((wake) => wake());
        held.push({ session: session.id, accept: () => void accept() });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(check: () => boolean, what: () => string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(what());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Resolves once `count` mails have arrived in all; rejects after `timeoutMs`. */
    async waitForMails(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
      await waitFor(
        () => mails.length >= count,
        () => `expected ${count} mail(s), got ${mails.length}`,
        timeoutMs,
      );
      return mails.slice(0, count);
    },
    setDown(value: boolean) {
      down = value;
    },
    hold() {
      holding = true;
    },
    /** Resolves once `count` mails in all have reached the peer while it holds them. */
    waitForHeld: (count: number, timeoutMs = 10_000) =>
      waitFor(
        () => heldCount >= count,
        () => `expected ${count} held mail(s), got ${heldCount}`,
        timeoutMs,
      ),
    /** Accepts the mails held so far and stops holding. */
    release() {
      holding = false;
      const waiting = held;
      held = [];
      for (const mail of waiting) if (!closed.has(mail.session)) mail.accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
