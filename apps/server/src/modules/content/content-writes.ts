import type { AuditAction } from '@shop/domain/audit-actions';
import { CONTENT_MESSAGES as M } from '@shop/domain/content.schemas';
import type { Db, Tx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { ReadCache } from '../../lib/read-cache';
import type { AuditService } from '../audit/audit.service';
import { catalogWriter } from '../catalog/catalog.service';
import * as repo from './content.repo';

/** The fields a write changed, before and after, for its audit row. */
export function changed<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (k) => k !== 'is_live' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export const refuse = (field: string, message: string): never => {
  throw new BadRequestError(message, { [field]: [message] });
};

/** Drizzle leaves undefined fields out of an update, and refuses one with nothing to set. */
export const someSet = (values: object) => Object.values(values).some((v) => v !== undefined);

export function refuseNotFound(message: string): never {
  throw new NotFoundError(message);
}

/**
 * The back office's writes of the home content and stores: each in one transaction with its audit row and the
 * catalogue's change notice, so every instance's read cache (banners, feedback and stores are cached with the
 * catalogue's answers) drops what it held; a store write also tells the shipping fee.
 */
export function createContentWriter({
  db,
  cache,
  audit,
  storesChanged,
}: {
  db: Db;
  cache: ReadCache;
  audit: AuditService;
  /** Told after a store write commits: the shipping fee's nearest store must use the new list at once. */
  storesChanged: () => void;
}) {
  const commit = catalogWriter(db, cache);

  /** One audited write; `stores`: the shipping fee's stores changed too. */
  async function write<T>(
    staff: StaffContext,
    work: (
      tx: Tx,
      record: (action: AuditAction, targetId: number | null, before: unknown, after: unknown) => Promise<void>,
    ) => Promise<T>,
    stores = false,
  ): Promise<T> {
    const result = await commit((tx) =>
      work(tx, (action, targetId, before, after) =>
        audit.record(tx, staff, { action, targetType: action.split('.')[0]!, targetId, before, after }),
      ),
    );
    if (stores) storesChanged();
    return result;
  }

  /** `POST …/reorder/ {ids}`: every id of the list once, in the new order. */
  function reorder(kind: repo.ContentKind, action: AuditAction) {
    return (staff: StaffContext, ids: number[]) =>
      write(
        staff,
        async (tx, record) => {
          const current = await repo.lockOrder(tx, kind);
          const same = current.length === ids.length && [...current].sort().join() === [...ids].sort().join();
          if (!same) refuse('ids', M.reorderMismatch);
          await repo.setOrder(tx, kind, ids);
          await record(action, null, { ids: current }, { ids });
        },
        kind === 'store_location',
      );
  }

  function remove<Row>(
    kind: repo.ContentKind,
    find: (tx: Tx, id: number) => Promise<Row | undefined>,
    shape: (row: Row) => object,
    notFound: string,
  ) {
    return (staff: StaffContext, id: number) =>
      write(
        staff,
        async (tx, record) => {
          await repo.lockOrder(tx, kind);
          const row = await find(tx, id);
          if (!row) throw new NotFoundError(notFound);
          await repo.deleteRow(tx, kind, id);
          await record(`${kind}.delete` as AuditAction, id, shape(row), null);
        },
        kind === 'store_location',
      );
  }

  return { write, reorder, remove };
}

export type ContentWriter = ReturnType<typeof createContentWriter>;
