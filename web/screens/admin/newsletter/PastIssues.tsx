import { MAIL_TEXT } from "@contract/mail";
import { NEWSLETTER_TEXT, type NewsletterIssueSummary } from "@contract/newsletter";
import { Pencil, X } from "lucide-react";
import { useCancelScheduledNewsletter, useNewsletter, useNewsletters } from "@/api/admin-newsletter";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useSchoolTime } from "@/lib/school-time";
import { capitalise } from "../components/format";
import { EmptyState, ErrorState, TableSkeleton } from "../components/states";
import { IssueReport } from "./IssueReport";

function Progress({ issue }: { issue: NewsletterIssueSummary }) {
  const done = issue.counts.sent + issue.counts.failed;
  const percent = issue.recipients === 0 ? 100 : Math.round((done / issue.recipients) * 100);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`Progress of ${issue.subject}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-navy-800 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {issue.counts.sent.toLocaleString("en-US")} sent of {issue.recipients.toLocaleString("en-US")}
        {issue.counts.failed ? `, ${issue.counts.failed} failed` : ""}
      </p>
    </div>
  );
}

/** Issues sent, scheduled and cancelled, newest first; a scheduled one can be edited or cancelled. */
export function PastIssues({
  selected,
  onSelect,
  onEdit,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
}) {
  const schoolTime = useSchoolTime();
  const issues = useNewsletters();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Newsletters</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {issues.isError ? (
          <ErrorState message={NEWSLETTER_TEXT.loadFailed} onRetry={() => issues.refetch()} />
        ) : issues.isPending ? (
          <TableSkeleton rows={3} />
        ) : issues.data.length === 0 ? (
          <EmptyState title={NEWSLETTER_TEXT.noIssues} />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {issues.data.map((issue) => (
              <li
                key={issue.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <button
                    type="button"
                    className="text-left font-medium text-navy-900 underline-offset-2 hover:underline"
                    aria-expanded={selected === issue.id}
                    onClick={() => onSelect(issue.id)}
                  >
                    {issue.subject}
                  </button>
                  <p className="text-xs text-muted-foreground">{schoolTime.dateTime(issue.created_at)}</p>
                </div>
                {issue.state === "scheduled" ? (
                  <Scheduled issue={issue} onEdit={() => onEdit(issue.id)} />
                ) : issue.state === "cancelled" || issue.state === "declined" ? (
                  <Badge variant="secondary">{capitalise(issue.state)}</Badge>
                ) : issue.state === "pending" ? (
                  <Badge variant="secondary">Waiting for approval</Badge>
                ) : (
                  <Progress issue={issue} />
                )}
              </li>
            ))}
          </ul>
        )}
        {selected ? <Recipients id={selected} /> : null}
      </CardContent>
    </Card>
  );
}

/** "Scheduled for …" in the school's zone, with Edit and Cancel until the issue starts. */
function Scheduled({ issue, onEdit }: { issue: NewsletterIssueSummary; onEdit: () => void }) {
  const cancel = useCancelScheduledNewsletter();
  const schoolTime = useSchoolTime();
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <p className="text-sm font-medium text-navy-900">
        {NEWSLETTER_TEXT.scheduled(schoolTime.moment(issue.scheduled_for ?? issue.created_at))}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="outline" disabled={cancel.isPending}>
              <X aria-hidden="true" /> Cancel sending
            </Button>
          }
          title="Cancel this newsletter"
          description={`"${issue.subject}" will not be sent to anyone. This cannot be undone.`}
          confirmLabel="Cancel sending"
          onConfirm={() => cancel.mutate(issue.id)}
        />
      </div>
    </div>
  );
}

function Recipients({ id }: { id: string }) {
  const detail = useNewsletter(id);
  if (detail.isError)
    return <ErrorState message={MAIL_TEXT.logLoadFailed} onRetry={() => detail.refetch()} />;
  if (detail.isPending) return <TableSkeleton rows={3} />;
  return (
    <section aria-label={`Recipients of ${detail.data.subject}`} className="rounded-lg border border-border">
      <h3 className="border-b border-border p-3 text-sm font-semibold">
        Recipients of “{detail.data.subject}”
      </h3>
      <IssueReport issue={detail.data} />
      <ul className="max-h-72 divide-y divide-border overflow-y-auto text-sm">
        {detail.data.deliveries.map((d) => (
          <li key={d.to} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0 truncate">{d.to}</span>
            <span className="flex items-center gap-2">
              {d.last_error ? <span className="text-xs text-destructive">{d.last_error}</span> : null}
              <Badge
                variant={
                  d.status === "sent" ? "success" : d.status === "failed" ? "destructive" : "secondary"
                }
              >
                {capitalise(d.status)}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
