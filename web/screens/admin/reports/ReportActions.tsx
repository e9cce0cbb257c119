import { hideBodySchema, suspendBodySchema, warnBodySchema } from "@contract/moderation";
import type { AdminReportDto } from "@contract/reports";
import {
  useHideReported,
  useLiftSuspension,
  useSetReportStatus,
  useSuspendMember,
  useUnhideReported,
  useWarnReported,
} from "@/api/admin-reports";
import { Button } from "@/components/ui/button";
import { ModerationDialog } from "./ModerationDialog";

/** The kinds of item the office can hide (the server refuses the others: suspend instead). */
const HIDEABLE = new Set<AdminReportDto["subject_kind"]>(["message", "job", "event"]);

/**
 * What the office can do about one report (decision 112): dismiss or reopen it; hide the item or
 * show it again; warn the member; suspend them or lift it. Each is logged and can be undone.
 */
export function ReportActions({ report: r }: { report: AdminReportDto }) {
  const status = useSetReportStatus();
  const hide = useHideReported();
  const unhide = useUnhideReported();
  const warn = useWarnReported();
  const suspend = useSuspendMember();
  const lift = useLiftSuspension();
  const name = r.reported.display_name;
  const verb = r.status === "open" ? "dismiss" : "reopen";
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={status.isPending} onClick={() => status.mutate({ id: r.id, verb })}>
        {verb === "dismiss" ? "Dismiss" : "Reopen"}
      </Button>
      {HIDEABLE.has(r.subject_kind) && !r.hidden ? (
        <ModerationDialog
          trigger={<Button variant="outline">Hide</Button>}
          title="Hide this item"
          description={`Other members no longer see it. ${name} is told it was hidden, and why.`}
          field="reason"
          label="Why (the author reads this)"
          schema={hideBodySchema}
          submit="Hide"
          busy={hide.isPending}
          onSubmit={(body, done) => hide.mutate({ id: r.id, body }, { onSuccess: done })}
        />
      ) : null}
      {r.hidden ? (
        <Button variant="outline" disabled={unhide.isPending} onClick={() => unhide.mutate(r.id)}>
          Show again
        </Button>
      ) : null}
      <ModerationDialog
        trigger={<Button variant="outline">Warn</Button>}
        title={`Warn ${name}`}
        description="They receive your words in their notifications and by e-mail. They are not told who reported them."
        field="message"
        label="Warning"
        schema={warnBodySchema}
        submit="Send warning"
        busy={warn.isPending}
        onSubmit={(body, done) => warn.mutate({ id: r.id, body }, { onSuccess: done })}
      />
      {r.reported.suspended_until ? (
        <Button variant="outline" disabled={lift.isPending} onClick={() => lift.mutate(r.reported.user_id)}>
          Lift suspension
        </Button>
      ) : (
        <ModerationDialog
          trigger={<Button variant="destructive">Suspend</Button>}
          title={`Suspend ${name}`}
          description="They are signed out everywhere, cannot sign in, are not listed, and their messages are hidden from their recipients until the suspension ends or is lifted."
          field="reason"
          label="Reason (they read this)"
          schema={suspendBodySchema}
          withDuration
          submit="Suspend"
          busy={suspend.isPending}
          onSubmit={(body, done) => suspend.mutate({ userId: r.reported.user_id, body }, { onSuccess: done })}
        />
      )}
    </div>
  );
}
