import { mentoringRequestSchema } from "@contract/community-groups";
import { type ReactElement, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useAskMentoringMutation } from "@/api/community-groups";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

/** 'Ask for mentoring': a note to the mentor, who accepts or declines in My Profile. */
export function AskMentoringDialog({
  mentor,
  trigger,
}: {
  mentor: { userId: string; name: string };
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({
    schema: mentoringRequestSchema,
    defaultValues: { note: "" },
    toInput: (v) => ({ mentor_user_id: mentor.userId, note: v.note }),
  });
  const ask = useAskMentoringMutation();
  const id = useId();
  const onSubmit = form.handleSubmit((body) => {
    if (ask.isPending) return;
    ask.mutate(body, {
      onSuccess: () => {
        toast.success("Request sent", { description: `${mentor.name} will see it in My Profile.` });
        form.reset();
        setOpen(false);
      },
      onError: (err) => {
        if (!form.serverErrors(err)) toast.error(errorMessage(err, "Could not send the request"));
      },
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={`Ask ${mentor.name} for mentoring`}
      description="Say who you are and what you would like help with."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={`${id}-note`} label="Note" required error={form.errorOf("note")}>
          {(p) => <Textarea {...p} rows={5} maxLength={1000} {...form.register("note")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={ask.isPending}>
          Send request
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
