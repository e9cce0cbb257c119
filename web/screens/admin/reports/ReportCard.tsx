import { type AdminReportDto, REPORT_REASON_LABELS, type ReportStatus } from "@contract/reports";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { useSchoolTime } from "@/lib/school-time";
import type { QueueTab } from "../components/AdminQueueScreen";
import { ReportActions, type ReportReviewer } from "./ReportActions";

/** A suspension ends at the start of a day in the school's zone (decision 128): that day is named. */
const suspendedText = (until: string, day: (iso: string) => string) =>
  until === "until_lifted" ? "Suspended until lifted" : `Suspended until ${day(until)}`;

/** The tabs of a Reports queue: the reports still to look at, those acted on, those dismissed. */
export const reportTabs = (
  emptyOpen: string,
): readonly [QueueTab<ReportStatus>, ...QueueTab<ReportStatus>[]] => [
  { status: "open", label: "Open", empty: emptyOpen },
  { status: "actioned", label: "Acted on", empty: "No reports acted on" },
  { status: "dismissed", label: "Dismissed", empty: "No dismissed reports" },
];

/**
 * One report as it was filed, in the office's queue or a chapter's (decisions 107, 112, 126): the
 * server already tells a chapter moderator only "A member" for the reporter and counts only their
 * chapters' reports; the card says which count it shows, and the actions are the reviewer's.
 */
export function ReportCard({ report: r, reviewer }: { report: AdminReportDto; reviewer: ReportReviewer }) {
  const total = r.reported.reports_total;
  const schoolTime = useSchoolTime();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="destructive">{REPORT_REASON_LABELS[r.reason]}</Badge>
          <span className="text-sm text-muted-foreground">{schoolTime.dateTime(r.created_at)}</span>
          {r.hidden ? <Badge variant="secondary">Hidden</Badge> : null}
        </div>
        <h2 className="font-semibold break-words">{r.snapshot.title}</h2>
        <blockquote className="flex flex-col gap-1 border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
          {r.snapshot.lines.length ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed copy, never reordered
            r.snapshot.lines.map((l, i) => <p key={i}>{l}</p>)
          ) : (
            <p>—</p>
          )}
        </blockquote>
        {r.note ? <p className="text-sm break-words">Reporter's note: {r.note}</p> : null}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Reported member</dt>
            <dd className="font-medium break-words">
              {r.reported.display_name} · {total} {total === 1 ? "report" : "reports"}{" "}
              {reviewer.office ? "in all" : "in your chapters"}
              {r.reported.suspended_until
                ? ` · ${suspendedText(r.reported.suspended_until, schoolTime.date)}`
                : null}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Reported by</dt>
            <dd className="font-medium break-words">{r.reporter.display_name}</dd>
          </div>
        </dl>
        <ReportActions report={r} reviewer={reviewer} />
      </CardContent>
    </Card>
  );
}
