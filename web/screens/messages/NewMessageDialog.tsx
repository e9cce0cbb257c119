import type { RecipientDto } from "@contract/messaging";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { PenSquare, Search } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRecipientsQuery } from "@/api/messages";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";

/** 'New Message': pick any member who accepts messages; the chat opens with them, ready to type. */
export function NewMessageDialog({
  onPick,
  focusAfterPick,
}: {
  onPick: (r: RecipientDto) => void;
  /** Where focus goes once the dialog has closed after a pick (the chat's composer). */
  focusAfterPick?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const picked = useRef(false);
  const recipients = useRecipientsQuery(open);
  const id = useId();
  const q = filter.trim().toLowerCase();
  const shown = (recipients.data ?? []).filter(
    (r) => !q || [r.display_name, r.company, r.currentrole].some((v) => v?.toLowerCase().includes(q)),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" />
          New Message
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(e) => {
          // Someone was picked: focus goes to the chat's composer, not back to this button —
          // which on a phone also scrolled the page up, away from the chat. (Only now: while
          // the dialog is open its focus trap would pull focus straight back.)
          if (picked.current && focusAfterPick) {
            e.preventDefault();
            focusAfterPick();
          }
          picked.current = false;
        }}
      >
        <DialogHeader>
          <DialogTitle>New Message</DialogTitle>
          <DialogDescription>
            Choose who to write to. Only alumni who accept messages are listed.
          </DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-filter`}
            type="search"
            aria-label="Search alumni"
            placeholder="Search by name, company, or role..."
            className="pl-9"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Alumni">
          {recipients.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <li key={i} className="flex items-center gap-3 p-2">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 flex-1" />
                </li>
              ))
            : shown.map((r) => (
                <li key={r.user_id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => {
                      picked.current = true;
                      onPick(r);
                      setOpen(false);
                      setFilter("");
                    }}
                  >
                    <UserAvatar name={r.display_name} src={r.avatar_url} />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium text-navy-900">{r.display_name}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {[r.currentrole, r.company].filter(Boolean).join(" • ")}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
          {recipients.isError ? (
            <li className="p-2 text-sm text-destructive">Could not load alumni.</li>
          ) : null}
          {recipients.data && shown.length === 0 ? (
            <li className="p-2 text-sm text-muted-foreground">{SCREEN_MESSAGES.noAlumni}</li>
          ) : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
