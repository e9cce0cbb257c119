import { MESSAGING_MESSAGES as TEXT } from "@contract/ui-text";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FailedSend } from "./useChatSend";

/** A message the server did not take, in the conversation where it was written (decision 094). */
export function FailedMessage({
  failure,
  canRetry,
  onRetry,
  onDiscard,
}: {
  failure: FailedSend;
  /** Off while another send is on its way, or when the conversation is closed. */
  canRetry: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <li className="flex max-w-[85%] flex-col items-end gap-1 self-end" data-testid="failed-message">
      <p className="rounded-2xl rounded-br-sm border border-destructive bg-destructive/10 px-4 py-2 text-sm break-words whitespace-pre-wrap text-foreground">
        <span className="sr-only">You: </span>
        {failure.content}
      </p>
      <span className="flex flex-col items-end gap-0.5 text-xs text-destructive">
        <span role="alert" className="text-right">
          <CircleAlert aria-hidden="true" className="mr-1 inline size-3.5 align-text-bottom" />
          <span className="font-semibold">{TEXT.notSent}:</span> {failure.error}
        </span>
        <span className="flex gap-3">
          {failure.retryable ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              disabled={!canRetry}
              onClick={onRetry}
            >
              {TEXT.retry}
            </Button>
          ) : null}
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs text-muted-foreground"
            onClick={onDiscard}
          >
            {TEXT.discard}
          </Button>
        </span>
      </span>
    </li>
  );
}
