import { BLOCK_MESSAGES } from "@contract/ui-text";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useBlockMutation, useBlocksQuery } from "@/api/blocks";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * Block or Unblock another member (issue 28 item 3, decision 106), from their profile page or
 * the conversation. Blocking asks first and says what it does; unblocking does not need to.
 * Shown only to a signed-in member about someone else (the caller decides); the server refuses
 * anyone else anyway.
 */
export function BlockControl({
  userId,
  name,
  className,
}: {
  userId: string;
  name: string;
  className?: string;
}) {
  const blocks = useBlocksQuery(true);
  const change = useBlockMutation();
  const [asking, setAsking] = useState(false);
  // Until the list has arrived we do not know which button is right: show neither.
  if (!blocks.data) return null;
  const blocked = blocks.data.blocked.some((b) => b.user_id === userId);

  const apply = (block: boolean) =>
    change.mutate(
      { userId, block },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(block ? BLOCK_MESSAGES.blocked(name) : BLOCK_MESSAGES.unblocked(name));
        },
        onError: () => toast.error(BLOCK_MESSAGES.failed),
      },
    );

  if (blocked) {
    return (
      <Button
        variant="outline"
        className={className}
        disabled={change.isPending}
        onClick={() => apply(false)}
      >
        {BLOCK_MESSAGES.unblock}
      </Button>
    );
  }
  return (
    <AlertDialog open={asking} onOpenChange={setAsking}>
      <Button variant="ghost" className={className} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" /> <span>{BLOCK_MESSAGES.block}</span>
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{BLOCK_MESSAGES.confirmTitle(name)}</AlertDialogTitle>
          <AlertDialogDescription>{BLOCK_MESSAGES.confirmText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={change.isPending} onClick={() => apply(true)}>
            {BLOCK_MESSAGES.block}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
