import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";

/** Sign-out everywhere: every device of this user must sign in again. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
