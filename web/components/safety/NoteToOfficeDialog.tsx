import { type FormEvent, type ReactNode, useState } from "react";
import { errorMessage } from "@/api/client";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { toast } from "@/lib/toast";

/** What the frame needs of `useContractForm`: submitting with the parsed body, emptying, the server's field errors. */
interface NoteForm<B> {
  handleSubmit: (valid: (body: B) => void) => () => Promise<void>;
  reset: () => void;
  serverErrors: (error: unknown) => boolean;
}

/** What the frame needs of the mutation that sends the note. */
interface NoteMutation<B> {
  mutate: (body: B, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * A member's note to the office about someone (a report, a death notice): a dialog opened by its
 * trigger, the form's fields passed in, Cancel and send. Sent: the dialog closes, the form
 * empties and a toast says it was received; refused: the server's field errors under the fields
 * (where `fieldErrors`) or else a toast with the server's words.
 */
export function NoteToOfficeDialog<B>({
  trigger,
  title,
  description,
  form,
  send,
  text,
  fieldErrors = false,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  form: NoteForm<B>;
  send: NoteMutation<B>;
  text: { received: string; failed: string; send: string };
  fieldErrors?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.handleSubmit((body) =>
      send.mutate(body, {
        onSuccess: () => {
          setOpen(false);
          form.reset();
          toast.success(text.received);
        },
        onError: (err) => {
          if (!(fieldErrors && form.serverErrors(err))) toast.error(errorMessage(err, text.failed));
        },
      }),
    )();
  };
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {children}
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={send.isPending}>
          {text.send}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

/** A field's message under it, read out as soon as it appears. */
export function FieldAlert({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
