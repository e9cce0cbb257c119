import { DEATH_NOTE_MAX, deathNoticeBodySchema } from "@contract/memoriam";
import { MEMORIAM_TEXT } from "@contract/ui-text";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useDeathNoticeMutation } from "@/api/memoriam";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

/**
 * Inform the office of a death (issue 26 item 4, decision 109): what the member knows and,
 * optionally, a link to a notice. The member is thanked; nothing changes on the portal until
 * the office has verified it.
 */
export function DeathNoticeDialog({ profileId, name }: { profileId: string; name: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const send = useDeathNoticeMutation(profileId);
  const form = useContractForm({ schema: deathNoticeBodySchema, defaultValues: { note: "", link: "" } });
  const noteError = form.errorOf("note");
  const linkError = form.errorOf("link");

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.handleSubmit((body) =>
      send.mutate(body, {
        onSuccess: () => {
          setOpen(false);
          form.reset();
          toast.success(MEMORIAM_TEXT.received);
        },
        onError: (err) => {
          if (!form.serverErrors(err)) toast.error(errorMessage(err, MEMORIAM_TEXT.failed));
        },
      }),
    )();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="ghost">{MEMORIAM_TEXT.inform}</Button>}
      title={MEMORIAM_TEXT.title(name)}
      description={MEMORIAM_TEXT.description}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${formId}-note`}>{MEMORIAM_TEXT.note}</Label>
          <Textarea
            id={`${formId}-note`}
            rows={4}
            maxLength={DEATH_NOTE_MAX}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${formId}-note-error` : undefined}
            {...form.register("note")}
          />
          {noteError ? (
            <p id={`${formId}-note-error`} role="alert" className="text-sm text-destructive">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${formId}-link`}>{MEMORIAM_TEXT.link}</Label>
          <Input
            id={`${formId}-link`}
            type="url"
            inputMode="url"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${formId}-link-error` : undefined}
            {...form.register("link")}
          />
          {linkError ? (
            <p id={`${formId}-link-error`} role="alert" className="text-sm text-destructive">
              {linkError}
            </p>
          ) : null}
        </div>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={send.isPending}>
          {MEMORIAM_TEXT.send}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
