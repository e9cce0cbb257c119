import { MAIL_TEXT } from "@contract/mail";
import {
  isWholeList,
  NEWSLETTER_TEXT,
  type NewsletterAudience,
  type NewsletterIssueSummary,
  newsletterDraftSchema,
} from "@contract/newsletter";
import { Send, TestTube } from "lucide-react";
import { useState } from "react";
import {
  useNewsletter,
  useNewsletters,
  useSendNewsletter,
  useSendTestNewsletter,
} from "@/api/admin-newsletter";
import { FormField } from "@/components/FormField";
import { SafeMarkdown } from "@/components/SafeMarkdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { capitalise, formatDateTime } from "../components/format";
import { EmptyState, ErrorState, TableSkeleton } from "../components/states";
import { AudienceChooser, withSingleYear } from "./AudienceChooser";

/** Admin, Newsletter: compose with a live preview, test to oneself, send, follow the progress. */
export function NewsletterScreen() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        description="Write to the confirmed subscribers and to members who chose to receive news at once."
      />
      <div className="flex flex-col gap-6">
        <Compose onSent={(issue) => setSelected(issue.id)} />
        <PastIssues selected={selected} onSelect={setSelected} />
      </div>
    </>
  );
}

function Compose({ onSent }: { onSent: (issue: NewsletterIssueSummary) => void }) {
  const form = useContractForm({ schema: newsletterDraftSchema, defaultValues: { subject: "", body: "" } });
  const { register, errorOf, watch, reset } = form;
  const sendTest = useSendTestNewsletter();
  // The issue's send key (decision 104): made when the form opens, the same for every press of
  // Send until one succeeds, so a double click or a retry answers with the first send.
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const [audience, setAudience] = useState<NewsletterAudience>({});
  const send = useSendNewsletter((issue) => {
    reset();
    setSendKey(crypto.randomUUID());
    onSent(issue);
  });
  const body = watch("body");
  const onTest = form.handleSubmit((draft) => sendTest.mutate(draft, { onError: form.serverErrors }));
  const onSend = form.handleSubmit((draft) =>
    send.mutate(
      { ...draft, audience: withSingleYear(audience), send_key: sendKey },
      { onError: form.serverErrors },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Compose</CardTitle>
        <CardDescription>
          Markdown: # headings, **bold**, *italic*, [links](https://…), lists.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => e.preventDefault()} noValidate className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <FormField id="newsletter-subject" label="Subject" required error={errorOf("subject")}>
              {(c) => <Input {...c} {...register("subject")} />}
            </FormField>
            <FormField id="newsletter-body" label="Body" required error={errorOf("body")}>
              {(c) => <Textarea {...c} rows={14} className="font-mono text-sm" {...register("body")} />}
            </FormField>
            <AudienceChooser audience={audience} onChange={setAudience} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={onTest} disabled={sendTest.isPending}>
                <TestTube aria-hidden="true" />
                {sendTest.isPending ? "Sending..." : "Send test e-mail"}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={send.isPending}>
                    <Send aria-hidden="true" />
                    {send.isPending ? "Sending..." : "Send newsletter"}
                  </Button>
                }
                title="Send newsletter"
                description={
                  isWholeList(audience)
                    ? "Send this newsletter to every confirmed subscriber (and members who chose news at once) now? This cannot be undone."
                    : "Send this newsletter to the members of the chosen audience who receive the newsletter now? This cannot be undone."
                }
                confirmLabel="Send"
                onConfirm={() => void onSend()}
              />
            </div>
          </div>
          <section aria-label="Preview" className="min-w-0 rounded-lg border border-border bg-muted/30 p-4">
            <p className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">Preview</p>
            <h2 className="mb-3 font-serif text-xl font-bold text-navy-900">
              {watch("subject") || "Subject"}
            </h2>
            {body.trim() ? (
              <SafeMarkdown>{body}</SafeMarkdown>
            ) : (
              <p className="text-sm text-muted-foreground">The newsletter shows here as you write it.</p>
            )}
          </section>
        </form>
      </CardContent>
    </Card>
  );
}

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

function PastIssues({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const issues = useNewsletters();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Sent newsletters</CardTitle>
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
                  <p className="text-xs text-muted-foreground">{formatDateTime(issue.created_at)}</p>
                </div>
                <Progress issue={issue} />
              </li>
            ))}
          </ul>
        )}
        {selected ? <Recipients id={selected} /> : null}
      </CardContent>
    </Card>
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
