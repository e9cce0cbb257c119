import type { JobDto } from "@contract/community-groups";
import { Building2, CalendarClock, ExternalLink, Flag, MapPin, Pencil, Trash2, XCircle } from "lucide-react";
import { errorMessage } from "@/api/client";
import { useJobActionMutation } from "@/api/community-groups";
import { useSchoolTimeZone } from "@/api/settings";
import { SendMessageButton } from "@/components/messaging/SendMessageButton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/router";
import { toast } from "@/lib/toast";
import { JobFormDialog } from "./JobFormDialog";
import { JobInterestButton, JobInterestCount } from "./JobInterest";
import { ReasonDialog } from "./ReasonDialog";

/** One posting: what, where, until when; apply or message; the poster's and moderators' actions. */
export function JobCard({ job, canRemove }: { job: JobDto; canRemove: boolean }) {
  const schoolZone = useSchoolTimeZone();
  const action = useJobActionMutation();
  const run = (
    kind: "close" | "report" | "remove",
    done: string,
    reason?: string,
    closeDialog?: () => void,
  ) =>
    action.mutate(
      { id: job.id, action: kind, reason },
      {
        onSuccess: () => {
          closeDialog?.();
          toast.success(done);
        },
        onError: (err) => toast.error(errorMessage(err, "That did not work. Please try again.")),
      },
    );
  const titleId = `job-${job.id}-title`;
  const open = job.status === "open";
  // Reporting (anyone but the poster, while open) and removing (moderators) both ask for a reason.
  const reasonActions = [
    {
      kind: "report",
      show: !job.is_mine && open,
      title: "Report this posting",
      label: "What is wrong with it?",
      submit: "Send report",
      done: "Thanks, the moderators will look at it",
      icon: Flag,
      text: "Report",
    },
    {
      kind: "remove",
      show: canRemove && job.status !== "removed",
      title: "Remove this posting",
      label: "Reason (the poster sees it)",
      submit: "Remove posting",
      done: "Posting removed",
      icon: Trash2,
      text: "Remove",
    },
  ] as const;
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{job.kind === "opening" ? "Job opening" : "Referral offer"}</Badge>
        {job.remote ? <Badge variant="secondary">Remote</Badge> : null}
        {job.status !== "open" ? (
          <Badge variant="destructive">{job.status === "closed" ? "Closed" : "Removed"}</Badge>
        ) : null}
        {job.report_count ? (
          <Badge variant="destructive">
            {job.report_count} {job.report_count === 1 ? "report" : "reports"}
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className="font-serif text-lg font-semibold text-navy-900">
        {job.title}
      </h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li className="flex min-w-0 items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{job.company}</span>
        </li>
        {job.location ? (
          <li className="flex min-w-0 items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{job.location}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" /> Open until{" "}
          <time dateTime={job.closes_on}>{formatDate(job.closes_on, schoolZone)}</time>
        </li>
      </ul>
      {job.description ? <p className="line-clamp-4 text-sm break-words">{job.description}</p> : null}
      {job.removed_reason ? <p className="text-sm text-destructive">Removed: {job.removed_reason}</p> : null}
      {job.poster ? (
        <p className="text-sm">
          Posted by{" "}
          <Link to={`/alumni/${job.poster.profile_id}`} className="font-medium hover:underline">
            {job.poster.display_name}
          </Link>
        </p>
      ) : null}
      {job.interest_count !== null ? <JobInterestCount count={job.interest_count} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {job.apply_url && open ? (
          <Button asChild size="sm">
            <a href={job.apply_url} target="_blank" rel="noopener noreferrer nofollow">
              <ExternalLink aria-hidden="true" /> Apply
            </a>
          </Button>
        ) : null}
        {job.message_user_id && open ? (
          <SendMessageButton
            recipient={{ userId: job.message_user_id, displayName: job.poster?.display_name ?? "the poster" }}
            trigger={<Button size="sm">Message</Button>}
          />
        ) : null}
        {!job.is_mine && open ? <JobInterestButton job={job} /> : null}
        {job.is_mine && open ? (
          <>
            <JobFormDialog
              job={job}
              trigger={
                <Button size="sm" variant="outline">
                  <Pencil aria-hidden="true" /> Edit
                </Button>
              }
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => run("close", "Posting closed")}
              disabled={action.isPending}
            >
              <XCircle aria-hidden="true" /> Close
            </Button>
          </>
        ) : null}
        {reasonActions.map(({ kind, show, done, icon: Icon, text, ...dialog }) =>
          show ? (
            <ReasonDialog
              key={kind}
              {...dialog}
              busy={action.isPending}
              onSubmit={(reason, close) => run(kind, done, reason, close)}
              trigger={
                <Button size="sm" variant="ghost">
                  <Icon aria-hidden="true" /> {text}
                </Button>
              }
            />
          ) : null,
        )}
      </div>
    </Card>
  );
}
