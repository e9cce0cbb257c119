import type { Deps } from "../../deps";
import { tellMember } from "../notifications/senders";

/**
 * The one place issue 15's steps notify someone (a mentoring request sent, accepted or declined):
 * through the notification centre (the bell), and by mail when the member chose 'Immediately'
 * for Mentoring. Called after the change committed; a mail that cannot be sent is logged,
 * never undoes it.
 */
export async function notifyMember(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  log: { warn: (obj: object, msg: string) => void },
  note: { toUserId: string; subject: string; text: string; path: string; groupKey: string },
): Promise<void> {
  await tellMember(
    deps.db,
    deps.mailer,
    log,
    {
      toUserId: note.toUserId,
      kind: "mentoring",
      title: note.subject,
      body: "",
      path: note.path,
      groupKey: note.groupKey,
      mail: { subject: note.subject, text: `${note.text}\n\n${deps.config.publicUrl}${note.path}\n` },
    },
    deps.config.publicUrl,
  );
}
