import { invitationBodySchema, ROLL_TEXT } from "@contract/school-roll";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useInviteClassmate } from "@/api/school-roll";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

/**
 * Invite a classmate who is not here yet (issue 26 item 2): the member types the address they
 * have; the portal mails the invitation and keeps no copy of the address (decision 108).
 */
export function InviteClassmateDialog({ id, name }: { id: string; name: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const invite = useInviteClassmate();
  const form = useContractForm({ schema: invitationBodySchema, defaultValues: { email: "" } });
  const error = form.errorOf("email");

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.handleSubmit((body) =>
      invite.mutate(
        { id, body },
        {
          onSuccess: () => {
            setOpen(false);
            form.reset();
            toast.success(ROLL_TEXT.invitationSent(name));
          },
          onError: (err) => {
            if (!form.serverErrors(err))
              form.setError("email", { message: errorMessage(err, "The invitation could not be sent.") });
          },
        },
      ),
    )();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ email: "" });
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Invite ${name}`}>
          <Send aria-hidden="true" />
          Invite
        </Button>
      }
      title={`Invite ${name}`}
      description={ROLL_TEXT.inviteHelp}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id={`${formId}-email`} label="Their e-mail" required error={error}>
          {(c) => <Input {...c} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={invite.isPending}>
          Send invitation
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
