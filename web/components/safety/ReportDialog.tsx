import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportSubject,
  reportBodySchema,
} from "@contract/reports";
import { REPORT_TEXT } from "@contract/ui-text";
import { Flag } from "lucide-react";
import { useId } from "react";
import { useReportMutation } from "@/api/reports";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";
import { FieldAlert, NoteToOfficeDialog } from "./NoteToOfficeDialog";

/**
 * Report what another member wrote (issue 28 item 1, decision 107): a reason, an optional note,
 * and a toast that it was received. The reported person is never told who reported them.
 * Validated by the contract's schema, as the API validates it (the form helper of every form).
 */
export function ReportDialog({
  kind,
  id,
  what,
  className,
}: {
  kind: ReportSubject;
  id: string;
  /** "this profile", "these messages" … as the title says it. */
  what: string;
  className?: string;
}) {
  const formId = useId();
  const send = useReportMutation();
  const form = useContractForm({
    schema: reportBodySchema,
    defaultValues: { reason: "", note: "" },
    toInput: (v) => ({ subject_kind: kind, subject_id: id, reason: v.reason || undefined, note: v.note }),
  });
  const reasonError = form.errorOf("reason");

  return (
    <NoteToOfficeDialog
      trigger={
        <Button variant="ghost" className={className}>
          <Flag aria-hidden="true" /> <span>{REPORT_TEXT.report}</span>
        </Button>
      }
      title={REPORT_TEXT.title(what)}
      description={REPORT_TEXT.description}
      form={form}
      send={send}
      text={REPORT_TEXT}
    >
      <fieldset aria-describedby={reasonError ? `${formId}-error` : undefined} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{REPORT_TEXT.reason}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm">
            <input type="radio" value={r} {...form.register("reason")} className="size-4 accent-navy-700" />
            {REPORT_REASON_LABELS[r]}
          </label>
        ))}
        <FieldAlert id={`${formId}-error`} message={reasonError} />
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-note`}>{REPORT_TEXT.note}</Label>
        <Textarea id={`${formId}-note`} rows={3} maxLength={REPORT_NOTE_MAX} {...form.register("note")} />
      </div>
    </NoteToOfficeDialog>
  );
}
