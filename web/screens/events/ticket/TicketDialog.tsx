import { CHECK_IN_TEXT } from "@contract/ui-text";
import { useTicket } from "@/api/check-in";
import { errorMessage } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

/** The member's ticket: the QR code the door scans, and its text for a volunteer to type. */
export function TicketDialog({
  eventId,
  title,
  onClose,
}: {
  eventId: string;
  title: string;
  onClose: () => void;
}) {
  const ticket = useTicket(eventId);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{CHECK_IN_TEXT.ticket}</DialogTitle>
          <DialogDescription>
            {title}. {CHECK_IN_TEXT.ticketHint}
          </DialogDescription>
        </DialogHeader>
        {ticket.isPending ? (
          <Skeleton role="status" aria-label="Loading" className="mx-auto size-64" />
        ) : ticket.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-medium text-destructive">
              {errorMessage(ticket.error, CHECK_IN_TEXT.ticketLoadFailed)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void ticket.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <figure className="flex flex-col items-center gap-2">
            <img
              src={ticket.data.qr_url}
              alt={`QR code of your ticket for ${title}`}
              width={256}
              height={256}
              className="size-64 max-w-full rounded-md border border-border bg-white"
              data-testid="ticket-qr"
            />
            <figcaption className="max-w-full text-center font-mono text-[10px] break-all text-muted-foreground">
              {ticket.data.token}
            </figcaption>
          </figure>
        )}
      </DialogContent>
    </Dialog>
  );
}
