import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import type { Deps } from "../../deps";

/**
 * The one place issue 15's steps notify someone (a mentoring request sent, accepted or declined).
 * Today by e-mail through the mailer; when the notification centre exists, only this function
 * changes. Called after the change committed; a mail that cannot be sent is logged, never undoes it.
 */
export async function notifyMember(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  log: { warn: (obj: object, msg: string) => void },
  note: { toUserId: string; subject: string; text: string; path: string },
): Promise<void> {
  const [to] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, note.toUserId));
  if (!to) return;
  const link = `${deps.config.publicUrl}${note.path}`;
  try {
    await deps.mailer.send({ to: to.email, subject: note.subject, text: `${note.text}\n\n${link}\n`, link });
  } catch (err) {
    log.warn({ err, to: note.toUserId, subject: note.subject }, "notification mail not sent");
  }
}
