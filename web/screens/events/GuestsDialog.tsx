import type { EventDto } from "@contract/dto";
import { MAX_GUESTS_PER_MEMBER } from "@contract/events";
import { GUESTS_DIALOG_TEXT } from "@contract/ui-text";
import { type FormEvent, type ReactElement, useId, useState } from "react";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";

/** 0 … the most any event allows: the guests select's options. */
const GUEST_COUNTS = Array.from({ length: MAX_GUESTS_PER_MEMBER + 1 }, (_, n) => n);

export interface Party {
  guests: number;
  guest_names: string[];
}

/**
 * How many guests a member brings and, optionally, their names (issue 27): opened from the
 * card's RSVP, Join waitlist or Edit guests. `onSave` answers whether it worked (the dialog
 * then closes; on a refusal it stays open with the member's choice, the toast says why).
 */
export function GuestsDialog({
  event,
  trigger,
  action,
  busy,
  onSave,
  initiallyOpen = false,
}: {
  event: EventDto;
  trigger: ReactElement;
  action: string;
  busy: boolean;
  onSave: (party: Party) => Promise<boolean>;
  /** Open as soon as it is shown (it was loaded by a click on its trigger). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [guests, setGuests] = useState(event.user_guests);
  const [names, setNames] = useState<string[]>(event.user_guest_names);
  const id = useId();
  const max = event.guests_per_member;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setGuests(event.user_guests);
      setNames(event.user_guest_names);
    }
    setOpen(next);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (await onSave({ guests, guest_names: names.slice(0, guests).map((n) => n ?? "") })) setOpen(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={GUESTS_DIALOG_TEXT.title}
      description={GUESTS_DIALOG_TEXT.help(max)}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-guests`}>{GUESTS_DIALOG_TEXT.guestsLabel}</Label>
          <select
            id={`${id}-guests`}
            value={guests}
            onChange={(e) => setGuests(Number(e.target.value))}
            className={SELECT_TRIGGER_CLASS}
          >
            {GUEST_COUNTS.slice(0, max + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {Array.from({ length: guests }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one field per guest, by position
          <div key={i} className="grid gap-2">
            <Label htmlFor={`${id}-name-${i}`}>{GUESTS_DIALOG_TEXT.guestNameLabel(i + 1)}</Label>
            <Input
              id={`${id}-name-${i}`}
              maxLength={100}
              value={names[i] ?? ""}
              onChange={(e) => setNames((old) => Object.assign([...old], { [i]: e.target.value }))}
            />
          </div>
        ))}
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={busy}>
          {action}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}
