import type { EventDto } from "@contract/dto";
import { lazy, type ReactElement, Suspense, useState } from "react";
import type { Party } from "./GuestsDialog";

// The dialog (and the dialog library) load on the first click, as the proposal dialog does:
// the Events page's first load stays within its JavaScript budget.
const GuestsDialog = lazy(() => import("./GuestsDialog").then((m) => ({ default: m.GuestsDialog })));

/** A card button that asks for the member's guests first (issue 27), the dialog loaded on demand. */
export function GuestsButton({
  event,
  trigger,
  action,
  busy,
  onSave,
}: {
  event: EventDto;
  /** The button: with `onClick` before the dialog has loaded, plain as the dialog's trigger. */
  trigger: (onClick?: () => void) => ReactElement;
  action: string;
  busy: boolean;
  onSave: (party: Party) => Promise<boolean>;
}) {
  const [asked, setAsked] = useState(false);
  if (!asked) return trigger(() => setAsked(true));
  return (
    <Suspense fallback={trigger()}>
      <GuestsDialog
        event={event}
        trigger={trigger()}
        action={action}
        busy={busy}
        onSave={onSave}
        initiallyOpen
      />
    </Suspense>
  );
}
