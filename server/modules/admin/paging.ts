import { type AnyColumn, asc, desc, type SQL } from "drizzle-orm";

/**
 * Paging of the admin lists (issue 13): LIMIT/OFFSET of the page asked for, and an ORDER BY
 * that a plain ascending b-tree on the column serves both ways (read backwards for DESC), with
 * the id as tie-break so a page boundary never repeats or skips a row.
 */
export function pageWindow(q: { page: number; page_size: number }) {
  return { limit: q.page_size, offset: (q.page - 1) * q.page_size };
}

export function orderOf(column: AnyColumn | SQL, id: AnyColumn, dir: "asc" | "desc"): SQL[] {
  return dir === "asc" ? [asc(column), asc(id)] : [desc(column), desc(id)];
}
