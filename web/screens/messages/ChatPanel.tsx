import { LIMITS } from "@contract/constants";
import type { MessageDto } from "@contract/dto";
import { MODERATION_TEXT, SCREEN_MESSAGES } from "@contract/ui-text";
import { format } from "date-fns";
import { ArrowLeft, Check, CheckCheck, MessageSquare } from "lucide-react";
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { BlockControl } from "@/components/safety/BlockControl";
import { ReportDialog } from "@/components/safety/ReportDialog";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { ChatComposer } from "./ChatComposer";
import { FailedMessage } from "./FailedMessage";
import { MessageText } from "./MessageText";
import { useChatSend } from "./useChatSend";

export interface ChatPartner {
  userId: string;
  name: string;
  avatarUrl: string | null;
}

/** The chat panel (600 px): the conversation, and a composer (Enter sends, Shift+Enter new line). */
/**
 * The panel is 600 px high (spec §2), but a phone has less room between the sticky header and
 * the bottom navigation: there it is capped to that room, so the composer is never under the nav.
 */
const PHONE_HEIGHT_CAP = "max-md:max-h-[calc(100dvh-var(--spacing-header)-var(--spacing-mobile-nav)-2rem)]";

/** Report and Block in the chat header: on a phone their icons only (their names stay for screen readers). */
const SAFETY_BUTTON = "shrink-0 px-2 max-sm:[&>span]:sr-only";

export function ChatPanel({
  partner,
  messages,
  me,
  onBack,
  focusComposer = 0,
  loading = false,
  error = false,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  closedReason = null,
  className,
}: {
  partner: ChatPartner | null;
  messages: MessageDto[];
  me: string;
  onBack: () => void;
  /** Changes (a counter) when the composer should take focus: a new conversation was started. */
  focusComposer?: number;
  /** The conversation's newest page is on its way, or could not be loaded. */
  loading?: boolean;
  error?: boolean;
  /** Earlier messages exist on the server: 'Load earlier messages' fetches the page before. */
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?: () => void;
  /** The server will not deliver to this person now: why, shown instead of the composer. */
  closedReason?: string | null;
  className?: string;
}) {
  const [text, setText] = useState("");
  const last = messages.at(-1);
  // Reporting the conversation reports their newest message; the server keeps a few before it.
  const theirLatest = messages.findLast((m) => m.sender_id === partner?.userId);
  const outbox = useChatSend(partner?.userId, last?.id ?? null);
  const list = useRef<HTMLOListElement>(null);
  const panel = useRef<HTMLElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const partnerId = partner?.userId;
  const firstId = messages[0]?.id;
  // A message marked 'Not sent' counts as the newest too: it comes into view like a sent one.
  const lastId = `${last?.id}:${outbox.failed.at(-1)?.key}`;
  const seen = useRef<{ partnerId?: string; firstId?: string; lastId?: string; height: number }>({
    height: 0,
  });
  // Keep the newest message in view when one arrives or another conversation opens; when
  // earlier messages are put above, keep what was on screen where it was.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const before = seen.current;
    const samePartner = before.partnerId === partnerId;
    if (samePartner && before.lastId === lastId && before.firstId && before.firstId !== firstId)
      el.scrollTop += el.scrollHeight - before.height;
    else if (!samePartner || before.lastId !== lastId) el.scrollTop = el.scrollHeight;
    seen.current = { partnerId, firstId, lastId, height: el.scrollHeight };
  });
  // An opened conversation comes wholly into view, composer included (on a phone the panel
  // opens below the page heading; scroll padding keeps it clear of the header and the nav).
  useEffect(() => {
    if (partnerId) panel.current?.scrollIntoView({ block: "nearest" });
  }, [partnerId]);
  // Starting a conversation: ready to type (focus also scrolls the composer into view).
  useEffect(() => {
    if (focusComposer > 0) composer.current?.focus();
  }, [focusComposer]);
  // A draft belongs to one conversation.
  useEffect(() => {
    if (partnerId !== undefined) setText("");
  }, [partnerId]);

  if (!partner) {
    return (
      <section
        className={cn(
          "flex flex-col items-center justify-center gap-2 text-center",
          PHONE_HEIGHT_CAP,
          className,
        )}
        style={{ height: LIMITS.chatPanelHeightPx }}
        aria-label="Chat"
      >
        <MessageSquare aria-hidden="true" className="size-12 text-navy-300" />
        <p className="font-semibold text-navy-900">{SCREEN_MESSAGES.selectConversation}</p>
        <p className="text-sm text-muted-foreground">Choose a conversation or start a new message.</p>
      </section>
    );
  }

  const trimmed = text.trim();
  const tooLong = text.length > LIMITS.chatMessageMaxChars;
  // Spec §5: blocked while a send is in progress.
  const canSend = trimmed.length > 0 && !tooLong && !outbox.pending;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    await outbox.deliver(trimmed);
    // Sent, or kept below as 'Not sent' with its reason: either way it has left the box
    // (unless the member has typed something else meanwhile).
    setText((current) => (current.trim() === trimmed ? "" : current));
  };

  const lastOwn = [...messages].reverse().find((m) => m.sender_id === me);
  return (
    <section
      ref={panel}
      className={cn("flex min-h-0 flex-col", PHONE_HEIGHT_CAP, className)}
      style={{ height: LIMITS.chatPanelHeightPx }}
      aria-labelledby={`${id}-title`}
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <UserAvatar name={partner.name} src={partner.avatarUrl} />
        <h2 id={`${id}-title`} className="min-w-0 flex-1 truncate font-semibold text-navy-900">
          {partner.name}
        </h2>
        {theirLatest ? (
          <ReportDialog kind="message" id={theirLatest.id} what="these messages" className={SAFETY_BUTTON} />
        ) : null}
        <BlockControl userId={partner.userId} name={partner.name} className={SAFETY_BUTTON} />
      </header>
      <ol
        ref={list}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
        aria-label={`Messages with ${partner.name}`}
        data-testid="chat-messages"
      >
        {hasEarlier ? (
          <li className="flex justify-center">
            <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
              {loadingEarlier ? "Loading…" : "Load earlier messages"}
            </Button>
          </li>
        ) : null}
        {loading ? (
          <li className="flex flex-col gap-3" aria-busy="true" aria-label="Loading messages">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
            <Skeleton className="h-10 w-3/5 rounded-2xl" />
          </li>
        ) : error ? (
          <li role="alert" className="m-auto text-sm font-semibold text-destructive">
            {SCREEN_MESSAGES.messagesError}
          </li>
        ) : messages.length === 0 ? (
          <li className="m-auto text-sm text-muted-foreground">Say hello to {partner.name}.</li>
        ) : null}
        {messages.map((m) => {
          const mine = m.sender_id === me;
          return (
            <li
              key={m.id}
              className={cn("flex max-w-[85%] flex-col gap-1", mine ? "self-end items-end" : "self-start")}
            >
              <p
                className={cn(
                  "rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap",
                  mine
                    ? "rounded-br-sm bg-primary text-primary-foreground"
                    : "rounded-bl-sm bg-muted text-foreground",
                )}
              >
                <span className="sr-only">{mine ? "You: " : `${partner.name}: `}</span>
                <MessageText content={m.content} linksInert={m.links_inert === true} />
              </p>
              {m.hidden_reason !== undefined ? (
                // Only the sender is shown a hidden message (decision 112): that it was hidden, and why.
                <span className="text-xs font-medium text-destructive">
                  {MODERATION_TEXT.hiddenMessage(m.hidden_reason)}
                </span>
              ) : null}
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                {format(new Date(m.created_at), "MMM d, h:mm a")}
                {mine && m.id === lastOwn?.id ? (
                  m.is_read ? (
                    <span className="inline-flex items-center gap-0.5" data-testid="read-receipt">
                      <CheckCheck aria-hidden="true" className="size-3.5 text-navy-600" />
                      Read
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-0.5" data-testid="sent-receipt">
                      <Check aria-hidden="true" className="size-3.5" />
                      Sent
                    </span>
                  )
                ) : null}
              </span>
            </li>
          );
        })}
        {outbox.failed.map((f) => (
          <FailedMessage
            key={f.key}
            failure={f}
            canRetry={!outbox.pending && !closedReason}
            onRetry={() => outbox.retry(f)}
            onDiscard={() => outbox.discard(f)}
          />
        ))}
      </ol>
      <ChatComposer
        id={id}
        partnerName={partner.name}
        composerRef={composer}
        text={text}
        onTextChange={setText}
        canSend={canSend}
        onSubmit={(e) => void submit(e)}
        closedReason={closedReason}
      />
    </section>
  );
}
