import type { ReactElement } from "react";

export interface SendMessageDialogProps {
  /** The person to write to: their account id (profiles.user_id) and name. */
  recipient: { userId: string | null; displayName: string };
  /** The button that opens the dialog (the alumni card's 'Connect'). */
  trigger: ReactElement;
}

/**
 * The send-message dialog of spec §2/§5. PLACEHOLDER: the member-features work (issue 4)
 * replaces this body with the real dialog; callers already use the final props.
 */
export function SendMessageDialog({ trigger }: SendMessageDialogProps) {
  return trigger;
}
