// The crash test's Zalo part: the server sends its order messages to a Zalo peer run by the test, each cycle's kill
// lands while a message is in flight at the peer, and afterwards no message reached Zalo twice and every acknowledged
// order's message was sent (or, when its try died mid-call, kept as failed with that reason, never sent again).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { writeZaloSettings } from '../src/modules/zalo/zalo-settings';
import { IN_FLIGHT_LOST } from '../src/modules/zalo/zalo-sender';
import { type ZaloPeer, startZaloPeer, zaloEnv } from '../src/testing/zalo-peer';
import type { Acknowledged, CheckResult } from './crash-checks';

const KEYS = { appId: 'crash-app', appSecret: 'crash-secret', refreshToken: 'crash-refresh' };

export async function startCrashZalo() {
  const peer = await startZaloPeer(KEYS);
  return { peer, env: zaloEnv(peer, KEYS) };
}

/** Templates for the load's two events (placed, cancelled). */
export async function useCrashTemplates(db: Db) {
  await writeZaloSettings(db, {
    templates: {
      placed: { template_id: '700001', params: { ma_don: 'order_id' } },
      cancelled: { template_id: '700006', params: { ma_don: 'order_id' } },
    },
  });
}

/** Holds the next message at the peer and waits (at most `ms`) until it is in flight: the moment to kill. */
export async function holdNextMessage(peer: ZaloPeer, ms = 5000): Promise<boolean> {
  peer.failNext('hold');
  let timer: NodeJS.Timeout | undefined;
  const held = await Promise.race([
    peer.heldReceived().then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return held;
}

/** After a kill: the peer forgets a hold not used and answers the held call into the dead socket. */
export function afterKill(peer: ZaloPeer) {
  peer.clearFaults();
  peer.release();
}

export async function checkZalo(db: Db, peer: ZaloPeer, acked: Acknowledged): Promise<CheckResult[]> {
  const counts = new Map<string, number>();
  for (const m of peer.messages) counts.set(m.tracking_id, (counts.get(m.tracking_id) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} reached Zalo ${n} times`);

  const { rows } = (await db.execute(
    sql`select key, status::text as status, last_error from jobs where kind = 'zalo.message'`,
  )) as unknown as { rows: { key: string; status: string; last_error: string | null }[] };
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const expected = [
    ...[...acked.orders].map((id) => `order:${id}:zalo:placed`),
    ...[...acked.cancels].map((id) => `order:${id}:zalo:cancelled`),
  ];
  const unsent = expected.flatMap((key) => {
    const job = byKey.get(key);
    if (job?.status === 'done' && counts.get(key) === 1) return [];
    if (job?.status === 'failed' && job.last_error === IN_FLIGHT_LOST && (counts.get(key) ?? 0) <= 1) return [];
    return [`${key}: ${job ? `${job.status} (${job.last_error ?? ''}), at Zalo ${counts.get(key) ?? 0}×` : 'no job'}`];
  });
  const lost = rows.filter((r) => r.status === 'failed' && r.last_error === IN_FLIGHT_LOST).length;
  console.log(`  zalo: ${peer.messages.length} messages at the peer, ${lost} failed as in flight during a kill`);
  return [
    { name: 'no Zalo message reached Zalo twice', problems: twice },
    { name: "each acknowledged order's and cancel's Zalo message sent once", problems: unsent },
  ];
}
