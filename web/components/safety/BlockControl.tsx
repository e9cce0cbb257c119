import { BLOCK_MESSAGES } from "@contract/ui-text";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useBlockMutation, useBlocksQuery } from "@/api/blocks";
import { ConfirmDialog } from "@/components/ConfirmDialog";
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
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button variant="ghost" className={className}>
          <Ban aria-hidden="true" /> <span>{BLOCK_MESSAGES.block}</span>
        </Button>
      }
      title={BLOCK_MESSAGES.confirmTitle(name)}
      description={BLOCK_MESSAGES.confirmText}
      confirmLabel={BLOCK_MESSAGES.block}
      destructive
      pending={change.isPending}
      onConfirm={() => apply(true)}
    />
  );
}
