// Stock out to the marketplaces (DESIGN §16): every stock move, whatever its cause, marks the marketplace rows linked to
// the units it moved in its own statement (stock's listener port) and queues a push due at the end of the second;
// the push sends each marked unit's available stock now at the marketplace's location, minus its buffer, and clears
// a mark only when no change moved it meanwhile. Pushes of one marketplace never overlap, so a newer figure is never
// followed by an older one.
import { MARKETPLACE_LINK_MESSAGES as M, type MarketplacePushResult } from '@shop/domain/marketplace-links.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import {
  DeferJobError,
  type JobRow,
  PermanentJobError,
  countUnfinished,
  earlierRunning,
  enqueue,
  jobsInsertSql,
} from '../../lib/job-queue';
import type { AuditService } from '../audit/audit.service';
import { type MovedLevel, availableAtLocation } from '../stock/stock.service';
import { MarketplaceNotLinkedError, type MarketplaceConnections } from './marketplace-connections';
import * as repo from './marketplace-links.repo';
import type { StockUpdate } from './marketplace-provider';
import { readMarketplaceSettings } from './marketplace-settings';

/** Changes within one window share a push, which runs when the window ends. */
export const PUSH_WINDOW_MS = 1000;
/** Units one call to the marketplace carries; a bigger backlog goes in several. */
const PUSH_BATCH = 50;
/** A push waiting on another of the same marketplace tries again after this. */
const OVERLAP_RETRY_MS = 300;
/** A mark this old without a push queued (its job ran before the change committed) gets one from the sweep. */
const SWEEP_AFTER_MS = 5000;
const SWEEP_EVERY_MS = 5000;

/** The job kind of a marketplace's stock push (one kind each: pushes of one marketplace never overlap). */
export const stockPushKind = (channel: MarketplaceChannel) => `marketplace.stock.${channel}`;

/**
 * The push job of each channel the rows of `channels` (a query answering `channel`) name, due when the current window
 * ends, so the window's changes share one push (the first job due sends every marked row; the rest find none). Each
 * marking transaction queues its own (the key names it): a job shared by the window could be taken before a marker
 * that started in the window commits, and its mark would wait for the sweep; and concurrent markers inserting one key
 * would wait on each other's commit.
 */
function windowJobs(channels: SQL): SQL {
  return sql`SELECT 'marketplace.stock.' || c.channel::text AS kind,
      'mkt-stock:' || c.channel::text || ':' || w.n || ':' || txid_current() AS key,
      jsonb_build_object('channel', c.channel::text) AS payload,
      to_timestamp((w.n + 1) * ${PUSH_WINDOW_MS}::float8 / 1000) AS run_at
    FROM (SELECT DISTINCT channel FROM (${channels}) d) c,
      (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000 / ${PUSH_WINDOW_MS})::bigint AS n) w`;
}

/** The CTEs that run `mark` (an UPDATE of marketplace_links returning `channel`) and queue each marketplace's push. */
const markingCtes = (mark: SQL) =>
  sql`mkt_marked AS (${mark}), mkt_pushes AS (${jobsInsertSql(windowJobs(sql`SELECT channel FROM mkt_marked`))})`;

/**
 * Stock's listener (set at composition): the levels a move changed mark the rows linked to their units — at every
 * location, as the push reads the marketplace's own — in the move's statement. Without a linked row it writes nothing.
 */
export function linksMovedCtes(moved: MovedLevel[]): SQL | null {
  return moved.length === 0 ? null : markingCtes(repo.markItemsSql(moved));
}

/** Runs `mark` with its pushes queued, in the caller's transaction; the rows marked. */
export async function markForPush(db: DbOrTx, mark: SQL): Promise<number> {
  const result = await db.execute(sql`WITH ${markingCtes(mark)} SELECT count(*)::int AS n FROM mkt_marked`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'unknown error';

export function createMarketplaceStockPush({
  db,
  log,
  audit,
  connections,
}: {
  db: Db;
  log: FastifyBaseLogger;
  audit: AuditService;
  connections: MarketplaceConnections;
}) {
  /** One batch: the figures read now, sent, and recorded; a failure noted on its rows and thrown. */
  async function pushBatch(channel: MarketplaceChannel, rows: repo.DirtyLink[]) {
    const { location, stockBuffer } = await readMarketplaceSettings(db, channel);
    const available = await availableAtLocation(db, location, rows);
    const updates: (StockUpdate & { id: number; stamp: string })[] = rows.map((r) => ({
      id: r.id,
      stamp: r.stamp,
      externalId: r.externalId,
      itemId: r.itemId,
      modelId: r.modelId,
      warehouseId: r.warehouseId,
      quantity: Math.max(available(r) - stockBuffer, 0),
    }));
    try {
      await connections.withShop(channel, (provider, auth) =>
        provider.pushStock(
          auth,
          updates.map(({ id: _, stamp: __, ...u }) => u),
        ),
      );
    } catch (error) {
      await repo.notePushError(
        db,
        rows.map((r) => r.id),
        errorText(error),
      );
      if (error instanceof MarketplaceNotLinkedError) throw new PermanentJobError(errorText(error));
      throw error;
    }
    await repo.notePushed(
      db,
      updates.map((u) => ({ id: u.id, stock: u.quantity, stamp: u.stamp })),
    );
  }

  /**
   * The job: every row marked now, in batches by id (a change during the push gets its own job). Most of a window's
   * jobs find nothing left to send and end at the first read.
   */
  async function push(job: JobRow) {
    const channel = job.payload.channel as MarketplaceChannel;
    if (!connections.channels().includes(channel)) return;
    let after = 0;
    for (;;) {
      const rows = await repo.dirtyBatch(db, channel, after, PUSH_BATCH);
      if (rows.length === 0) return;
      // The figures are read after this check: a push still running elsewhere has ended by then.
      if (after === 0 && (await earlierRunning(db, job))) {
        throw new DeferJobError(`another ${channel} stock push is running`, OVERLAP_RETRY_MS);
      }
      await pushBatch(channel, rows);
      after = rows.at(-1)!.id;
      if (rows.length < PUSH_BATCH) return;
    }
  }

  /**
   * A push for each marketplace whose marks are older than a push takes and that has none queued or running: a change
   * that committed after its window's push had read the rows.
   */
  async function sweep(olderThanMs = SWEEP_AFTER_MS): Promise<number> {
    let queued = 0;
    for (const channel of await repo.staleDirtyChannels(db, olderThanMs)) {
      if (!connections.channels().includes(channel) || !(await connections.read(channel))) continue;
      if ((await countUnfinished(db, stockPushKind(channel))) > 0) continue;
      const n = Math.floor(Date.now() / PUSH_WINDOW_MS);
      const job = { kind: stockPushKind(channel), key: `mkt-stock:${channel}:${n}`, payload: { channel } };
      if (await enqueue(db, job)) queued++;
    }
    return queued;
  }

  const markAll = (tx: DbOrTx, channel: MarketplaceChannel) => markForPush(tx, repo.markChannelSql(channel));

  /** `POST …/push-stock/` ("push all", admins): 409 when the marketplace is off or not linked. */
  async function pushAll(staff: StaffContext, channel: MarketplaceChannel): Promise<MarketplacePushResult> {
    if (!connections.channels().includes(channel)) throw new ConflictError(M.off);
    if (!(await connections.read(channel))) throw new ConflictError(M.notLinked);
    return db.transaction(async (tx) => {
      const queued = await markAll(tx, channel);
      await audit.record(tx, staff, {
        action: 'marketplace_link.push_stock',
        targetType: 'marketplace_link',
        targetId: null,
        before: null,
        after: { channel, queued },
      });
      return { queued };
    });
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** The job handlers, one kind per marketplace. */
    jobs: Object.fromEntries(MARKETPLACE_CHANNELS.map((c) => [stockPushKind(c), push])),
    sweep,
    /** A settings change (and "push all"): every linked row of the marketplace marked, its push queued. */
    markAll,
    pushAll,
    /** Sweeps every few seconds while this instance runs jobs. */
    start() {
      timer ??= setInterval(() => {
        sweep().catch((err: unknown) => log.error({ err }, 'marketplace stock sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    },
    close() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type MarketplaceStockPush = ReturnType<typeof createMarketplaceStockPush>;
