// Test support for any module whose routes need a signed-in shopper: JSON calls and a registered account.
import { randomBytes } from 'node:crypto';
import { type TokenPair, User } from '@shop/domain/auth.schemas';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

let addressCounter = 0;

/**
 * A client address no other call has used, so one test's attempts never count against another's rate limit
 * (counters are per address). Pass a fixed `ip` to a call to test a limit itself.
 */
export function freshIp(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** One request through the real app; a body that is a string is sent as it is (as JSON unless told otherwise). */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (typeof opts.body === 'string') headers['content-type'] ??= 'application/json';
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? freshIp(),
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as string | object }),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body, headers: res.headers } satisfies CallResult;
}

export interface SignedUp {
  user: User;
  email: string;
  password: string;
  tokens: TokenPair;
}

/** Registers a new account (second reading of spec 1 §3) and signs it in. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const email = `shopper-${randomBytes(4).toString('hex')}@example.com`;
  const body = { email, first_name: 'Nguyễn Văn An', last_name: '', password: 'matkhau123', ...overrides };
  const registered = await call(app, 'POST', '/api/register/', { body });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call(app, 'POST', '/api/token/', { body: { email: body.email, password: body.password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    user: User.parse(registered.body),
    email: String(body.email),
    password: String(body.password),
    tokens: login.body as TokenPair,
  };
}

/**
 * The latest mail the outbox holds for `to` (no SMTP_URL), once the due jobs have run: a request queues its mail,
 * the mail job sends it (the test app's worker doesn't poll).
 */
export async function outboxMail(app: App, db: Db, to: string) {
  await app.jobs.runDue();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!row) throw new Error(`no mail to ${to} in the outbox`);
  return row;
}

/** The `{uid, token}` of the reset link in a mail's text. */
export function resetLinkIn(text: string): { uid: string; token: string } {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { uid: match[1]!, token: match[2]! };
}
