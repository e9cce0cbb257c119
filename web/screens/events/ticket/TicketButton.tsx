import { CHECK_IN_TEXT } from "@contract/ui-text";
import { Ticket } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TicketDialog } from "./TicketDialog";

/**
 * "Show ticket" on the card of an event the member is going to (issue 27, item 4). The card loads
 * this module (with the dialog) only for such a member: a visitor's cards never do.
 */
export function TicketButton({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`${CHECK_IN_TEXT.showTicket}: ${title}`}
      >
        <Ticket aria-hidden="true" />
        {CHECK_IN_TEXT.showTicket}
      </Button>
      {open ? <TicketDialog eventId={eventId} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
