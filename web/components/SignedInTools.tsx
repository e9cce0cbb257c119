import { useLiveEventLists } from "@/api/events-live";
import { AccountMenu } from "./AccountMenu";
import { LiveInbox } from "./messaging/MessagesUnreadBadge";
import { NotificationBell } from "./notifications/NotificationBell";

export { AdmissionNotice } from "./AdmissionNotice";
export { MessagesUnreadBadge } from "./messaging/MessagesUnreadBadge";

/**
 * The header's pieces for signed-in members only: the notification bell (its popover, list and
 * live channel), the Events lists' live refresh, the account menu (Radix menu, popper) and the
 * live inbox behind the Messages badges. One lazily loaded chunk (`signed-in-lazy.ts`), so a
 * visitor's pages carry none of them (the JavaScript budget of the public pages, issue 12).
 */
export function SignedInTools() {
  // Here, with the bell's channel: in the members' chunk, whichever page is open.
  useLiveEventLists();
  return (
    <>
      <LiveInbox />
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
