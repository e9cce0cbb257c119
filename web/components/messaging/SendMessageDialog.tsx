import { LIMITS } from "@contract/constants";
import { sendMessageSchema } from "@contract/messaging";
import { MESSAGING_MESSAGES, VALIDATION } from "@contract/ui-text";
import { type FormEvent, type ReactElement, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { errorMessage } from "@/api/client";
import { useSendMessageMutation } from "@/api/message-writes";
import { useAuth } from "@/auth/auth-context";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

export interface SendMessageDialogProps {
  /** The person to write to: their account id (profiles.user_id) and name. */
  recipient: { userId: string | null; displayName: string };
  /** The button that opens the dialog (the alumni card's 'Connect'). */
  trigger: ReactElement;
  /** Open at once (the trigger was clicked before the dialog loaded: `SendMessageButton`). */
  defaultOpen?: boolean;
}

/** Validation toasts use the title 'Error' (spec §8). */
const validationError = (message: string) => toast.error("Error", { description: message });

/**
 * The send-message dialog of spec §2/§5: an 8-row message field (required) with a hint,
 * and Send, disabled until there is text and a recipient. Starts a new thread.
 */
export function SendMessageDialog({ recipient, trigger, defaultOpen = false }: SendMessageDialogProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(defaultOpen);
  const send = useSendMessageMutation();
  const form = useContractForm({
    schema: sendMessageSchema,
    defaultValues: { content: "" },
    toInput: (v) => ({ recipient_id: recipient.userId ?? "", content: v.content }),
  });
  const content = useWatch({ control: form.control, name: "content" });
  const id = useId();
  const canSend = content.trim().length > 0 && Boolean(recipient) && !send.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    if (!user) return validationError(VALIDATION.notAuthenticated);
    if (!recipient.userId?.trim()) return validationError(VALIDATION.invalidRecipient);
    if (recipient.userId === user.id) return validationError(VALIDATION.messageSelf);
    void form.handleSubmit(
      (body) =>
        send.mutate(body, {
          onSuccess: () => {
            toast.success(MESSAGING_MESSAGES.sentTitle, {
              description: MESSAGING_MESSAGES.sentText(recipient.displayName),
            });
            form.reset();
            setOpen(false);
          },
          onError: (err) => toast.error(errorMessage(err, MESSAGING_MESSAGES.sendFailed)),
        }),
      (errors) => validationError(errors.content?.message ?? VALIDATION.invalidRecipient),
    )();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={`Send a message to ${recipient.displayName}`}
      description="Your message goes to their inbox on the alumni portal."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField
          id={`${id}-message`}
          label="Message"
          required
          hint="Introduce yourself and mention any common interests, your house or your batch."
          error={form.errorOf("content")}
        >
          {(p) => (
            <Textarea
              {...p}
              rows={LIMITS.messageDialogRows}
              maxLength={LIMITS.chatMessageMaxChars}
              {...form.register("content")}
            />
          )}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={send.isPending} disabled={!canSend}>
          Send
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
