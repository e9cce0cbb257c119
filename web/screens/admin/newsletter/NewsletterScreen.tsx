import {
  isWholeList,
  type NewsletterAudience,
  type NewsletterIssueDetail,
  type NewsletterIssueSummary,
} from "@contract/newsletter";
import { Save, Send, TestTube, X } from "lucide-react";
import { useState } from "react";
import {
  useEditScheduledNewsletter,
  useNewsletter,
  useSendNewsletter,
  useSendTestNewsletter,
} from "@/api/admin-newsletter";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormField } from "@/components/FormField";
import { NewsletterDraftForm, useNewsletterDraftForm } from "@/components/newsletter/NewsletterDraftForm";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useSchoolTime } from "@/lib/school-time";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { ErrorState, TableSkeleton } from "../components/states";
import { Approvals } from "./Approvals";
import { AudienceChooser, withSingleYear } from "./AudienceChooser";
import { GroupLeaders } from "./GroupLeaders";
import { PastIssues } from "./PastIssues";

/**
 * Admin, Newsletter: compose with a live preview, test to oneself, send now or schedule, change
 * or cancel a scheduled issue before it starts, follow the progress.
 */
export function NewsletterScreen() {
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        description="Write to the confirmed subscribers and to members who chose to receive news at once."
      />
      <div className="flex flex-col gap-6">
        {editing ? (
          <EditScheduled key={editing} id={editing} onDone={() => setEditing(null)} />
        ) : (
          // A scheduled issue has no recipients yet: nothing to open below.
          <Compose onSent={(issue) => setSelected(issue.state === "sent" ? issue.id : null)} />
        )}
        <Approvals />
        <PastIssues selected={selected} onSelect={setSelected} onEdit={setEditing} />
        <GroupLeaders />
      </div>
    </>
  );
}

/** The compose form filled with a scheduled issue, once it has loaded. */
function EditScheduled({ id, onDone }: { id: string; onDone: () => void }) {
  const issue = useNewsletter(id);
  if (issue.isError)
    return <ErrorState message="Failed to load the newsletter" onRetry={() => issue.refetch()} />;
  if (issue.isPending) return <TableSkeleton rows={4} />;
  return <Compose editing={issue.data} onSent={onDone} onStopEditing={onDone} />;
}

function Compose({
  editing,
  onSent,
  onStopEditing,
}: {
  /** A scheduled issue being changed (Save changes instead of Send). */
  editing?: NewsletterIssueDetail;
  onSent: (issue: NewsletterIssueSummary) => void;
  onStopEditing?: () => void;
}) {
  const form = useNewsletterDraftForm(editing);
  const { reset } = form;
  const sendTest = useSendTestNewsletter();
  // The issue's send key (decision 104): made when the form opens, the same for every press of
  // Send until one succeeds, so a double click or a retry answers with the first send.
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const [audience, setAudience] = useState<NewsletterAudience>(editing?.audience ?? {});
  // The school's wall clock (datetime-local); empty: send now.
  const schoolTime = useSchoolTime();
  const [when, setWhen] = useState(() => schoolTime.instantToInput(editing?.scheduled_for ?? null));
  const scheduledFor = schoolTime.inputToInstant(when);
  const send = useSendNewsletter((issue) => {
    reset();
    setWhen("");
    setSendKey(crypto.randomUUID());
    onSent(issue);
  });
  const edit = useEditScheduledNewsletter(() => onStopEditing?.());
  const onTest = form.handleSubmit((draft) => sendTest.mutate(draft, { onError: form.serverErrors }));
  const onSend = form.handleSubmit((draft) => {
    const chosen = { ...draft, audience: withSingleYear(audience) };
    if (editing && scheduledFor)
      edit.mutate(
        { id: editing.id, edit: { ...chosen, scheduled_for: scheduledFor } },
        { onError: form.serverErrors },
      );
    else
      send.mutate(
        { ...chosen, send_key: sendKey, ...(scheduledFor ? { scheduled_for: scheduledFor } : {}) },
        { onError: form.serverErrors },
      );
  });
  const whole = isWholeList(audience);
  const to = whole
    ? "every confirmed subscriber (and members who chose news at once)"
    : "the members of the chosen audience who receive the newsletter";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{editing ? `Edit “${editing.subject}”` : "Compose"}</CardTitle>
        <CardDescription>
          Markdown: # headings, **bold**, *italic*, [links](https://…), lists.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NewsletterDraftForm form={form}>
          <AudienceChooser audience={audience} onChange={setAudience} />
          <FormField
            id="newsletter-when"
            label={`Schedule for (school time, ${schoolTime.zone})`}
            required={Boolean(editing)}
            hint={editing ? undefined : "Leave empty to send now."}
          >
            {(c) => (
              <Input {...c} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={onTest} disabled={sendTest.isPending}>
              <TestTube aria-hidden="true" />
              {sendTest.isPending ? "Sending..." : "Send a test to me"}
            </Button>
            {editing ? (
              <>
                <Button
                  type="button"
                  onClick={() => void onSend()}
                  disabled={edit.isPending || !scheduledFor}
                >
                  <Save aria-hidden="true" /> {edit.isPending ? "Saving..." : "Save changes"}
                </Button>
                <Button type="button" variant="ghost" onClick={onStopEditing}>
                  <X aria-hidden="true" /> Stop editing
                </Button>
              </>
            ) : (
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={send.isPending}>
                    <Send aria-hidden="true" />
                    {send.isPending ? "Sending..." : scheduledFor ? "Schedule" : "Send newsletter"}
                  </Button>
                }
                title={scheduledFor ? "Schedule newsletter" : "Send newsletter"}
                description={
                  scheduledFor
                    ? `Send this newsletter to ${to} on ${schoolTime.moment(scheduledFor)}? You can change or cancel it until then.`
                    : `Send this newsletter to ${to} now? This cannot be undone.`
                }
                confirmLabel={scheduledFor ? "Schedule" : "Send"}
                onConfirm={() => void onSend()}
              />
            )}
          </div>
        </NewsletterDraftForm>
      </CardContent>
    </Card>
  );
}
