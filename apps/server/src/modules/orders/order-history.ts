// The order's status history as staff see it: who made each change, by e-mail from the users' directory.
import type { DbOrTx } from '../../db/client';
import * as repo from './orders.repo';

export type EmailDirectory = { emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> };

/**
 * The order's status history with who made each change (DESIGN §8: `actor` is `{id, email}` of the staff member,
 * null for the shopper or the system), oldest first: for staff answers, never the shopper's.
 */
export async function listHistoryWithActors(db: DbOrTx, orderId: number, users: EmailDirectory) {
  const rows = await repo.listStatusHistory(db, orderId);
  const emails = await users.emailsByIds(
    db,
    rows.map((r) => r.actorId),
  );
  return rows.map((r) => ({
    status: r.status,
    at: r.at.toISOString(),
    actor: r.actorId === null ? null : { id: r.actorId, email: emails.get(r.actorId) ?? '' },
    note: r.note,
    kind: r.kind,
  }));
}
