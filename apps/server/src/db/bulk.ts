import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

// Writes of thousands of rows (a CSV import) in a few statements. Each chunk travels as one JSON parameter that
// jsonb_to_recordset spreads into typed rows: with a parameter per value (drizzle's insert of many rows), the
// parameters themselves cost most of the time on both drivers, PGlite above all.

/** Rows per statement. */
const CHUNK = 2000;

type Columns<K extends string> = Record<K, PgColumn>;

/** `x(name type, …)`: the record's columns with the table's own types (an enum's too). */
function recordType<K extends string>(columns: Columns<K>, keys: K[]): SQL {
  return sql.join(
    keys.map((k) => sql`${sql.identifier(columns[k].name)} ${sql.raw(columns[k].getSQLType())}`),
    sql`, `,
  );
}

/** A row as a JSON object keyed by column name (undefined becomes null). */
function record<K extends string>(columns: Columns<K>, keys: K[], row: Record<K, unknown>): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [columns[k].name, row[k] ?? null]));
}

function chunked<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
}

/**
 * Inserts `rows` (each with a value for every key of `columns`) and answers the `returning` columns of each, by
 * column name, in the rows' order.
 */
export async function insertMany<K extends string, R extends string = never>(
  tx: Tx,
  table: PgTable,
  columns: Columns<K>,
  rows: Record<K, unknown>[],
  returning: Columns<R> = {} as Columns<R>,
): Promise<Record<R, unknown>[]> {
  const keys = Object.keys(columns) as K[];
  const back = Object.keys(returning) as R[];
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const out: Record<R, unknown>[] = [];
  for (const chunk of chunked(rows)) {
    const result = await tx.execute(sql`
      INSERT INTO ${sql.identifier(getTableName(table))} (${names})
      SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(chunk.map((r) => record(columns, keys, r)))}::jsonb) AS x(${recordType(columns, keys)})
      ${
        back.length
          ? sql`RETURNING ${sql.join(
              back.map((k) => sql`${sql.identifier(returning[k].name)} AS ${sql.identifier(k)}`),
              sql`, `,
            )}`
          : sql``
      }`);
    out.push(...((result as unknown as { rows: Record<R, unknown>[] }).rows ?? []));
  }
  return out;
}

/**
 * Updates rows by `id`, each with its own values for every key of `columns`; `also` adds assignments that are the
 * same for every row (`updated_at = now()`).
 */
export async function updateMany<K extends string>(
  tx: Tx,
  table: PgTable,
  id: PgColumn,
  columns: Columns<K>,
  rows: ({ id: number } & Record<NoInfer<K>, unknown>)[],
  also: SQL[] = [],
): Promise<void> {
  const keys = Object.keys(columns) as K[];
  const target = sql.identifier(getTableName(table));
  const key = sql.identifier(id.name);
  const sets = keys.map((k) => sql`${sql.identifier(columns[k].name)} = x.${sql.identifier(columns[k].name)}`);
  for (const chunk of chunked(rows)) {
    const json = JSON.stringify(chunk.map((r) => ({ [id.name]: r.id, ...record(columns, keys, r) })));
    await tx.execute(sql`
      UPDATE ${target} SET ${sql.join([...sets, ...also], sql`, `)}
      FROM jsonb_to_recordset(${json}::jsonb) AS x(${key} integer, ${recordType(columns, keys)})
      WHERE ${target}.${key} = x.${key}`);
  }
}
