import type { UserRole } from '@shop/domain/user-role';
import { type SQL, and, count, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { DbOrTx, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
// A crossing read (decision 0031): the trail names who wrote each row. users records its writes here, so audit reads
// the two columns it shows itself rather than asking users back.
import { users } from '../../db/schema/users';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export interface AuditFilters {
  actorId?: number | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  action?: string | undefined;
  /** Written in [from, before). */
  from?: Date | undefined;
  before?: Date | undefined;
  /** Rows about these target types are left out (what the reader's role may not see). */
  hiddenTargetTypes?: readonly string[] | undefined;
}

/** Only inside the transaction of the write it records (DESIGN §8). */
export async function insertAudit(tx: Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** Many rows at once (an import's). */
export async function insertAudits(tx: Tx, rows: Required<NewAuditRow>[]): Promise<void> {
  const columns = {
    actorId: auditLog.actorId,
    action: auditLog.action,
    targetType: auditLog.targetType,
    targetId: auditLog.targetId,
    before: auditLog.before,
    after: auditLog.after,
    ip: auditLog.ip,
  };
  await insertMany(tx, auditLog, columns, rows);
}

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.targetType === undefined ? undefined : eq(auditLog.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(auditLog.targetId, f.targetId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.from === undefined ? undefined : gte(auditLog.createdAt, f.from),
    f.before === undefined ? undefined : lt(auditLog.createdAt, f.before),
    f.hiddenTargetTypes?.length ? notInArray(auditLog.targetType, [...f.hiddenTargetTypes]) : undefined,
  );
}

/** Newest first; the service fills in each actor's e-mail (and blanks the addresses admins wrote from, by role). */
export async function listAudit(db: DbOrTx, f: AuditFilters, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(auditLog)
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAudit(db: DbOrTx, f: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return Number(row?.n ?? 0);
}

/** The e-mail and role of each account that wrote rows (one query for a page). */
export async function actorsByIds(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, { email: string; role: UserRole }>> {
  const unique = [...new Set(ids.filter((id) => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { email: r.email, role: r.role }]));
}

/** The account a filter's e-mail names (any case, like the unique index on lower(email)), or null. */
export async function actorIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}
