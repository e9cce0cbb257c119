import { LEADER_NEWSLETTER_TEXT, type NewsletterApproval } from "@contract/newsletter-leaders";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { useApproveNewsletter, useDeclineNewsletter, useNewsletterApprovals } from "@/api/newsletter-leaders";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormField } from "@/components/FormField";
import { SafeMarkdown } from "@/components/SafeMarkdown";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { useSchoolTime } from "@/lib/school-time";

import { EmptyState, ErrorState, TableSkeleton } from "../components/states";
import { audienceLabel } from "./audience-label";

/** Group leaders' newsletters waiting for the office (decision 121): Approve & send, or Decline with a reason. */
export function Approvals() {
  const approvals = useNewsletterApprovals();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Waiting for approval</CardTitle>
        <CardDescription>
          Newsletters written by chapter moderators and class representatives.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {approvals.isError ? (
          <ErrorState
            message="Failed to load the newsletters waiting for approval"
            onRetry={() => approvals.refetch()}
          />
        ) : approvals.isPending ? (
          <TableSkeleton rows={2} />
        ) : approvals.data.length === 0 ? (
          <EmptyState title={LEADER_NEWSLETTER_TEXT.noApprovals} />
        ) : (
          <ul className="flex flex-col gap-4">
            {approvals.data.map((issue) => (
              <Approval key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Approval({ issue }: { issue: NewsletterApproval }) {
  const schoolTime = useSchoolTime();
  const approve = useApproveNewsletter();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const decline = useDeclineNewsletter(() => setDeclining(false));
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3">
      <div className="min-w-0">
        <h3 className="font-semibold text-navy-900">{issue.subject}</h3>
        <p className="text-xs text-muted-foreground">
          {issue.author?.name ?? "A former leader"} · {audienceLabel(issue.audience)} ·{" "}
          {schoolTime.dateTime(issue.created_at)}
        </p>
      </div>
      <details className="min-w-0 text-sm">
        <summary className="cursor-pointer text-navy-800">Read it</summary>
        <div className="mt-2 min-w-0 break-words">
          <SafeMarkdown>{issue.body}</SafeMarkdown>
        </div>
      </details>
      {declining ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            decline.mutate({ id: issue.id, reason });
          }}
        >
          <FormField id={`decline-${issue.id}`} label={LEADER_NEWSLETTER_TEXT.declineReason} required>
            {(c) => <Textarea {...c} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="destructive"
              disabled={decline.isPending || reason.trim().length < 3}
            >
              {LEADER_NEWSLETTER_TEXT.decline}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={
              <Button type="button" disabled={approve.isPending}>
                <Check aria-hidden="true" /> {LEADER_NEWSLETTER_TEXT.approve}
              </Button>
            }
            title={LEADER_NEWSLETTER_TEXT.approve}
            description={`Send "${issue.subject}" to ${audienceLabel(issue.audience)} now? This cannot be undone.`}
            confirmLabel={LEADER_NEWSLETTER_TEXT.approve}
            onConfirm={() => approve.mutate(issue.id)}
          />
          <Button type="button" variant="outline" onClick={() => setDeclining(true)}>
            <X aria-hidden="true" /> {LEADER_NEWSLETTER_TEXT.decline}
          </Button>
        </div>
      )}
    </li>
  );
}
