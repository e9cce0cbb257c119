import { SUSPENSION_CHOICES } from "@contract/moderation";
import { type ReactElement, useId, useState } from "react";
import type { z } from "zod";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";

type Field = "reason" | "message";
interface Values {
  text: string;
  days: string;
}

/**
 * One text the office writes (the reason for hiding or suspending, a warning's words), checked by
 * the contract's schema of that action; a suspension also asks how long. `onSubmit` gets the
 * action's body and resolves the dialog when the server agreed.
 */
export function ModerationDialog<TSchema extends z.ZodType<unknown>>({
  trigger,
  title,
  description,
  field,
  label,
  schema,
  withDuration = false,
  submit,
  busy,
  onSubmit,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  field: Field;
  label: string;
  schema: TSchema;
  withDuration?: boolean;
  submit: string;
  busy: boolean;
  onSubmit: (body: z.output<TSchema>, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useContractForm<Values, z.ZodType<unknown, Record<string, unknown>>>({
    schema: schema as never,
    defaultValues: { text: "", days: String(SUSPENSION_CHOICES[0].days) },
    toInput: (v) => ({ [field]: v.text, ...(withDuration ? { days: v.days ? Number(v.days) : null } : {}) }),
  });
  const id = useId();
  const send = form.handleSubmit((body) =>
    onSubmit(body as z.output<TSchema>, () => {
      form.reset();
      setOpen(false);
    }),
  );
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      <form noValidate onSubmit={send} className="grid gap-4">
        <FormField
          id={`${id}-text`}
          label={label}
          required
          error={form.errorOf(field) ?? form.errorOf("text")}
        >
          {(p) => <Textarea {...p} rows={3} maxLength={2000} {...form.register("text")} />}
        </FormField>
        {withDuration ? (
          <FormField id={`${id}-days`} label="For how long" error={form.errorOf("days")}>
            {(p) => (
              <select {...p} {...form.register("days")} className={SELECT_TRIGGER_CLASS}>
                {SUSPENSION_CHOICES.map((c) => (
                  <option key={c.label} value={c.days ?? ""}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={busy}>
          {submit}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
