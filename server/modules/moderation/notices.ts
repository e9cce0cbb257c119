import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import type { MailOutbox } from "../../mail/outbox";
import { writeOfficeNotice } from "../notifications/centre";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the office tells a member: a line for the bell, its words, and the page it is about. */
export interface OfficeNotice {
  userId: string;
  title: string;
  body: string;
  path: string;
  /** The occasion (`warning:<report>`, `hidden:<item>`): a second notice of it folds into the first. */
  groupKey: string;
}

/**
 * Tells the member in the bell and by mail, inside the action's transaction: both happen only if
 * the action commits (call `mailer.wake()` after it). A member whose account is gone is not told.
 */
export async function tellMemberFromOffice(
  tx: Tx,
  deps: { mailer: MailOutbox; publicUrl: string },
  notice: OfficeNotice,
): Promise<void> {
  const [to] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, notice.userId));
  if (!to) return;
  await writeOfficeNotice(tx, notice);
  await deps.mailer.send(
    {
      kind: "notification",
      to: to.email,
      subject: notice.title,
      text: `Hello ${to.name},\n\n${notice.body}\n\nThe alumni office`,
      link: `${deps.publicUrl}${notice.path}`,
    },
    tx,
  );
}
