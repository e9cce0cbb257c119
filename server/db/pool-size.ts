/**
 * Connections one server holds at most on PostgreSQL when DATABASE_POOL_MAX is not set. 20: the
 * read mix at 200 connections, p99 537 -> 373 ms at the same throughput as with 10 (decision 090).
 */
export const DEFAULT_POOL_MAX = 20;
