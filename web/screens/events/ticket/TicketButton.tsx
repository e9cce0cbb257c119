import { CHECK_IN_TEXT } from "@contract/ui-text";
import { Ticket } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

/* The dialog (Radix Dialog and the ticket query) loads on the first click: the Events page a
   visitor loads stays within the JavaScript budget (issue 12). */
const TicketDialog = lazy(() => import("./TicketDialog").then((m) => ({ default: m.TicketDialog })));

/** "Show ticket" on the card of an event the member is going to (issue 27, item 4). */
export function TicketButton({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const button = (loading = false) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => setOpen(true)}
      aria-busy={loading || undefined}
      aria-label={`${CHECK_IN_TEXT.showTicket}: ${title}`}
    >
      <Ticket aria-hidden="true" />
      {CHECK_IN_TEXT.showTicket}
    </Button>
  );
  if (!open) return button();
  return (
    <Suspense fallback={button(true)}>
      {button()}
      <TicketDialog eventId={eventId} title={title} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
