import { hideBodySchema, suspendBodySchema, warnBodySchema } from "@contract/moderation";
import type { AdminReportDto } from "@contract/reports";
import type { ReactNode } from "react";
import {
  type ReportsBase,
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
 * The actions that ask the office for words first, one row each: the dialog's title and
 * explanation (given the reported member's name), the field it asks for, its schema and the
 * submit button's word.
 */
const ASKING = {
  hide: (name: string) => ({
    title: "Hide this item",
    description: `Other members no longer see it. ${name} is told it was hidden, and why.`,
    field: "reason" as const,
    label: "Why (the author reads this)",
    schema: hideBodySchema,
    submit: "Hide",
  }),
  warn: (name: string) => ({
    title: `Warn ${name}`,
    description:
      "They receive your words in their notifications and by e-mail. They are not told who reported them.",
    field: "message" as const,
    label: "Warning",
    schema: warnBodySchema,
    submit: "Send warning",
  }),
  suspend: (name: string) => ({
    title: `Suspend ${name}`,
    description:
      "They are signed out everywhere, cannot sign in, are not listed, and their messages are hidden from their recipients until the suspension ends or is lifted.",
    field: "reason" as const,
    label: "Reason (they read this)",
    schema: suspendBodySchema,
    withDuration: true,
    submit: "Suspend",
  }),
};

/** An action taken at once (it is logged and can be undone), disabled while it is sent. */
function ActNow({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" disabled={busy} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * Who works a Reports queue (decisions 112, 126): the office, with every action; or a chapter's
 * moderators, who dismiss, reopen, hide and show again (the server limits them to their chapters'
 * reports) but leave warning and suspending a member to the office.
 */
export interface ReportReviewer {
  base: ReportsBase;
  office: boolean;
}
export const OFFICE_REVIEWER: ReportReviewer = { base: "/admin/reports", office: true };
export const CHAPTER_REVIEWER: ReportReviewer = { base: "/moderation/reports", office: false };

/**
 * What a reviewer can do about one report (decision 112): dismiss or reopen it; hide the item or
 * show it again; and the office also warns the member, suspends them or lifts it. Each is logged
 * and can be undone.
 */
export function ReportActions({ report: r, reviewer }: { report: AdminReportDto; reviewer: ReportReviewer }) {
  const status = useSetReportStatus(reviewer.base);
  const hide = useHideReported(reviewer.base);
  const unhide = useUnhideReported(reviewer.base);
  const verb = r.status === "open" ? "dismiss" : "reopen";
  return (
    <div className="flex flex-wrap gap-2">
      <ActNow busy={status.isPending} onClick={() => status.mutate({ id: r.id, verb })}>
        {verb === "dismiss" ? "Dismiss" : "Reopen"}
      </ActNow>
      {HIDEABLE.has(r.subject_kind) && !r.hidden ? (
        <ModerationDialog
          {...ASKING.hide(r.reported.display_name)}
          trigger={<Button variant="outline">Hide</Button>}
          busy={hide.isPending}
          onSubmit={(body, done) => hide.mutate({ id: r.id, body }, { onSuccess: done })}
        />
      ) : null}
      {r.hidden ? (
        <ActNow busy={unhide.isPending} onClick={() => unhide.mutate(r.id)}>
          Show again
        </ActNow>
      ) : null}
      {reviewer.office ? <OfficeMemberActions report={r} /> : null}
    </div>
  );
}

/** The office's own actions on the reported member: warn; suspend, or lift a suspension. */
function OfficeMemberActions({ report: r }: { report: AdminReportDto }) {
  const warn = useWarnReported();
  const suspend = useSuspendMember();
  const lift = useLiftSuspension();
  const name = r.reported.display_name;
  return (
    <>
      <ModerationDialog
        {...ASKING.warn(name)}
        trigger={<Button variant="outline">Warn</Button>}
        busy={warn.isPending}
        onSubmit={(body, done) => warn.mutate({ id: r.id, body }, { onSuccess: done })}
      />
      {r.reported.suspended_until ? (
        <ActNow busy={lift.isPending} onClick={() => lift.mutate(r.reported.user_id)}>
          Lift suspension
        </ActNow>
      ) : (
        <ModerationDialog
          {...ASKING.suspend(name)}
          trigger={<Button variant="destructive">Suspend</Button>}
          busy={suspend.isPending}
          onSubmit={(body, done) => suspend.mutate({ userId: r.reported.user_id, body }, { onSuccess: done })}
        />
      )}
    </>
  );
}
