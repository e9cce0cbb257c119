import { reasonSchema } from "@contract/community-groups";
import { type ReactElement, useId, useState } from "react";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";

/** Asks for a reason (reporting or removing a posting); `onSubmit` resolves when the server agreed. */
export function ReasonDialog({
  trigger,
  title,
  label,
  submit,
  busy,
  onSubmit,
}: {
  trigger: ReactElement;
  title: string;
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (reason: string, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: reasonSchema, defaultValues: { reason: "" } });
  const id = useId();
  const send = form.handleSubmit((body) =>
    onSubmit(body.reason, () => {
      form.reset();
      setOpen(false);
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description="The moderators read it."
    >
      <form noValidate onSubmit={send} className="grid gap-4">
        <FormField id={`${id}-reason`} label={label} required error={form.errorOf("reason")}>
          {(p) => <Textarea {...p} rows={3} maxLength={1000} {...form.register("reason")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={busy}>
          {submit}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
