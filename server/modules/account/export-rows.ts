import { asc, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { columnsOf } from "../../db/columns-of";

/** A table a member's rows are exported from: each row has an id and the time it was made. */
type DatedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One section of a member's data export: the named fields of the rows `where` picks, oldest
 * first (the id breaks a tie, so two downloads list the same rows in the same order).
 */
export function exportRows<T extends DatedTable, K extends keyof T["_"]["columns"] & string>(
  db: Db,
  table: T,
  keys: readonly K[],
  where: SQL | undefined,
) {
  return db
    .select(columnsOf(table, keys))
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(table.createdAt), asc(table.id));
}
