import type { UserRole } from '@shop/domain/user-role';
import { type SQL, and, count, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
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
  /** The account with this e-mail (any case, like the unique index on lower(email)); one that names none has no rows. */
  actorEmail?: string | undefined;
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
    f.actorEmail === undefined
      ? undefined
      : sql`${auditLog.actorId} = (SELECT ${users.id} FROM ${users} WHERE lower(${users.email}) = ${f.actorEmail.toLowerCase()})`,
    f.targetType === undefined ? undefined : eq(auditLog.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(auditLog.targetId, f.targetId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.from === undefined ? undefined : gte(auditLog.createdAt, f.from),
    f.before === undefined ? undefined : lt(auditLog.createdAt, f.before),
    f.hiddenTargetTypes?.length ? notInArray(auditLog.targetType, [...f.hiddenTargetTypes]) : undefined,
  );
}

/** A row of the trail with its actor's e-mail and role (null: no actor, or an account since deleted). */
export type AuditRowWithActor = AuditRow & { actorEmail: string | null; actorRole: UserRole | null };

/** Newest first, each row with who wrote it, in one query (the service blanks the addresses admins wrote from). */
export async function listAudit(
  db: DbOrTx,
  f: AuditFilters,
  page: { limit: number; offset: number },
): Promise<AuditRowWithActor[]> {
  const rows = await db
    .select({ row: auditLog, actorEmail: users.email, actorRole: users.role })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row, actorEmail, actorRole }) => ({ ...row, actorEmail, actorRole }));
}

export async function countAudit(db: DbOrTx, f: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return Number(row?.n ?? 0);
}
