import { LIMITS } from "@contract/constants";
import { Send } from "lucide-react";
import type { FormEvent, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/**
 * The chat's composer (Enter sends, Shift+Enter new line), or, when the server will not deliver
 * to this person (account deleted, messages turned off), the line saying why instead of it.
 */
export function ChatComposer({
  id,
  partnerName,
  composerRef,
  text,
  onTextChange,
  canSend,
  onSubmit,
  closedReason,
}: {
  id: string;
  partnerName: string;
  composerRef: Ref<HTMLTextAreaElement>;
  text: string;
  onTextChange: (text: string) => void;
  canSend: boolean;
  onSubmit: (e?: FormEvent) => void;
  closedReason: string | null;
}) {
  if (closedReason) {
    return (
      <p
        role="status"
        data-testid="composer-closed"
        className="border-t border-border bg-muted/50 px-4 py-4 text-center text-sm text-muted-foreground"
      >
        {closedReason}
      </p>
    );
  }
  const tooLong = text.length > LIMITS.chatMessageMaxChars;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1 border-t border-border p-3">
      <label htmlFor={`${id}-composer`} className="sr-only">
        Message to {partnerName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={composerRef}
          id={`${id}-composer`}
          rows={2}
          value={text}
          placeholder="Type a message…"
          aria-describedby={`${id}-counter`}
          aria-invalid={tooLong}
          className="max-h-40 min-h-11 resize-none"
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSubmit();
            }
          }}
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p
        id={`${id}-counter`}
        className={cn(
          "text-right text-xs",
          tooLong ? "font-semibold text-destructive" : "text-muted-foreground",
        )}
      >
        {text.length}/{LIMITS.chatMessageMaxChars}
      </p>
    </form>
  );
}
