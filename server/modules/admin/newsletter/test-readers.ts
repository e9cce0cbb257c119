import { sql } from "drizzle-orm";
import type { TestContext } from "../../../test/harness";

/**
 * Confirmed subscribers reader-{tag}-1 … reader-{tag}-n@example.org, the only ones (earlier
 * tests' readers unsubscribe); returns their addresses.
 */
export async function addReaders(ctx: TestContext, tag: string, n: number): Promise<string[]> {
  await ctx.database.db.execute(sql`UPDATE newsletter_subscriptions SET unsubscribed_at = now()`);
  await ctx.database.db.execute(sql`INSERT INTO newsletter_subscriptions (email, token, confirmed_at)
    SELECT 'reader-' || ${tag} || '-' || i || '@example.org', 'token-' || ${tag} || '-' || i || '-0123456789', now()
    FROM generate_series(1, ${n}::int) AS i`);
  return Array.from({ length: n }, (_, i) => `reader-${tag}-${i + 1}@example.org`);
}
