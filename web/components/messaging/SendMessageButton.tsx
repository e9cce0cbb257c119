import { cloneElement, lazy, type MouseEvent, type ReactElement, Suspense, useState } from "react";
import type { SendMessageDialogProps } from "./SendMessageDialog";

const SendMessageDialog = lazy(() =>
  import("./SendMessageDialog").then((m) => ({ default: m.SendMessageDialog })),
);

type Trigger = ReactElement<{
  onClick?: (e: MouseEvent) => void;
  disabled?: boolean;
  "aria-haspopup"?: "dialog";
}>;

/**
 * The trigger of the send-message dialog, with the dialog (its form, validation and Radix
 * dialog) loaded on the first click rather than with the page (issue 12's JavaScript budget:
 * a directory of cards does not load a dialog nobody opened). Opens once it has arrived.
 */
export function SendMessageButton({ recipient, trigger }: SendMessageDialogProps & { trigger: Trigger }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return cloneElement(trigger, { "aria-haspopup": "dialog", onClick: () => setWanted(true) });
  return (
    <Suspense fallback={cloneElement(trigger, { disabled: true })}>
      <SendMessageDialog recipient={recipient} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
