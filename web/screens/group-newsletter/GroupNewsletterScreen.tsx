import { NEWSLETTER_TEXT } from "@contract/newsletter";
import {
  LEADER_NEWSLETTER_TEXT,
  type LeaderGroup,
  type LeaderGroupChoice,
  type LeaderNewsletterHome,
} from "@contract/newsletter-leaders";
import { Send, TestTube } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ApiError } from "@/api/client";
import {
  useLeaderAudienceCount,
  useLeaderNewsletterHome,
  useLeaderSendNewsletter,
  useLeaderTestNewsletter,
} from "@/api/newsletter-leaders";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { CardsSkeleton, LoadError } from "@/components/groups/ScreenStates";
import { AudienceCountLine } from "@/components/newsletter/AudienceCountLine";
import { NewsletterDraftForm, useNewsletterDraftForm } from "@/components/newsletter/NewsletterDraftForm";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageMeta } from "@/lib/page-meta";

const groupLabel = (g: LeaderGroup) =>
  g.kind === "chapter"
    ? LEADER_NEWSLETTER_TEXT.chapterGroup(g.name)
    : LEADER_NEWSLETTER_TEXT.yearGroup(g.year);
const choiceOf = (g: LeaderGroup): LeaderGroupChoice =>
  g.kind === "chapter" ? { kind: "chapter", chapter_id: g.chapter_id } : { kind: "year", year: g.year };

/**
 * /newsletter/write (issue 25 item 4, decision 121): a chapter moderator or class representative
 * writes to their own group with the office's compose form; the office approves it unless it
 * trusts them.
 */
export function GroupNewsletterScreen() {
  usePageMeta({ title: LEADER_NEWSLETTER_TEXT.title });
  const home = useLeaderNewsletterHome();
  let content: ReactNode;
  if (home.isError)
    content =
      home.error instanceof ApiError && home.error.status === 403 ? (
        <p className="py-10 text-center text-muted-foreground">{LEADER_NEWSLETTER_TEXT.notLeader}</p>
      ) : (
        <LoadError onRetry={() => home.refetch()} />
      );
  else if (home.isPending) content = <CardsSkeleton count={2} />;
  else content = <LeaderCompose home={home.data} />;
  return (
    <PageContainer>
      <h1 className="mb-6 font-serif text-3xl font-bold text-navy-900">{LEADER_NEWSLETTER_TEXT.title}</h1>
      {content}
    </PageContainer>
  );
}

function LeaderCompose({ home }: { home: LeaderNewsletterHome }) {
  const form = useNewsletterDraftForm();
  const [groupIndex, setGroupIndex] = useState(0);
  const group = home.groups[groupIndex] ? choiceOf(home.groups[groupIndex]) : null;
  const count = useLeaderAudienceCount(group);
  // The send key of decision 104: one per written issue, so a double press sends once.
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const sendTest = useLeaderTestNewsletter();
  const send = useLeaderSendNewsletter(() => {
    form.reset();
    setSendKey(crypto.randomUUID());
  });
  const onTest = form.handleSubmit((draft) => group && sendTest.mutate({ ...draft, group }));
  const onSend = form.handleSubmit(
    (draft) => group && send.mutate({ ...draft, group, send_key: sendKey }, { onError: form.serverErrors }),
  );
  const sendLabel = home.trusted ? "Send newsletter" : "Send for approval";
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Compose</CardTitle>
          <CardDescription>
            {home.trusted ? LEADER_NEWSLETTER_TEXT.trustedNote : LEADER_NEWSLETTER_TEXT.approvalNote}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NewsletterDraftForm form={form}>
            <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-medium">Audience</legend>
              {home.groups.map((g, i) => (
                <label key={groupLabel(g)} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="leader-group"
                    className="size-4"
                    checked={i === groupIndex}
                    onChange={() => setGroupIndex(i)}
                  />
                  {groupLabel(g)}
                </label>
              ))}
              <AudienceCountLine count={count} />
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={onTest} disabled={sendTest.isPending}>
                <TestTube aria-hidden="true" />
                {sendTest.isPending ? "Sending..." : NEWSLETTER_TEXT.testButton}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={send.isPending}>
                    <Send aria-hidden="true" /> {send.isPending ? "Sending..." : sendLabel}
                  </Button>
                }
                title={sendLabel}
                description={
                  home.trusted
                    ? "Send this newsletter to your group now? This cannot be undone."
                    : "Send this newsletter to the alumni office? They will send it to your group once they approve it."
                }
                confirmLabel={sendLabel}
                onConfirm={() => void onSend()}
              />
            </div>
          </NewsletterDraftForm>
        </CardContent>
      </Card>
      <MyIssues home={home} />
    </div>
  );
}

function MyIssues({ home }: { home: LeaderNewsletterHome }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your newsletters</CardTitle>
      </CardHeader>
      <CardContent>
        {home.issues.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not written a newsletter yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {home.issues.map((issue) => (
              <li key={issue.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words font-medium text-navy-900">{issue.subject}</span>
                  <Badge variant={issue.state === "sent" ? "success" : "secondary"}>
                    {issue.state === "pending"
                      ? LEADER_NEWSLETTER_TEXT.awaitingApproval
                      : issue.state === "sent"
                        ? `Sent to ${issue.recipients.toLocaleString("en-US")}`
                        : issue.state === "declined"
                          ? "Declined"
                          : issue.state}
                  </Badge>
                </div>
                {issue.decline_reason ? (
                  <p className="break-words text-sm text-destructive">
                    {LEADER_NEWSLETTER_TEXT.declined(issue.decline_reason)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
