import { DEATH_NOTE_MAX, deathNoticeBodySchema } from "@contract/memoriam";
import { MEMORIAM_TEXT } from "@contract/ui-text";
import { useId } from "react";
import { useDeathNoticeMutation } from "@/api/memoriam";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";
import { FieldAlert, NoteToOfficeDialog } from "./NoteToOfficeDialog";

/**
 * Inform the office of a death (issue 26 item 4, decision 109): what the member knows and,
 * optionally, a link to a notice. The member is thanked; nothing changes on the portal until
 * the office has verified it.
 */
export function DeathNoticeDialog({ profileId, name }: { profileId: string; name: string }) {
  const formId = useId();
  const send = useDeathNoticeMutation(profileId);
  const form = useContractForm({ schema: deathNoticeBodySchema, defaultValues: { note: "", link: "" } });
  const noteError = form.errorOf("note");
  const linkError = form.errorOf("link");
  /** The control's invalid state and its tie to the message under it. */
  const described = (field: string, error: string | undefined) => ({
    id: `${formId}-${field}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${formId}-${field}-error` : undefined,
  });

  return (
    <NoteToOfficeDialog
      trigger={<Button variant="ghost">{MEMORIAM_TEXT.inform}</Button>}
      title={MEMORIAM_TEXT.title(name)}
      description={MEMORIAM_TEXT.description}
      form={form}
      send={send}
      text={MEMORIAM_TEXT}
      fieldErrors
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-note`}>{MEMORIAM_TEXT.note}</Label>
        <Textarea
          rows={4}
          maxLength={DEATH_NOTE_MAX}
          {...described("note", noteError)}
          {...form.register("note")}
        />
        <FieldAlert id={`${formId}-note-error`} message={noteError} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-link`}>{MEMORIAM_TEXT.link}</Label>
        <Input type="url" inputMode="url" {...described("link", linkError)} {...form.register("link")} />
        <FieldAlert id={`${formId}-link-error`} message={linkError} />
      </div>
    </NoteToOfficeDialog>
  );
}
