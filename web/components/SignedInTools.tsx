import { useLiveEventLists } from "@/api/events-live";
import { AccountMenu } from "./AccountMenu";
import { NotificationBell } from "./notifications/NotificationBell";

/**
 * The header's pieces for signed-in members only: the notification bell (its popover, list and
 * live channel), the Events lists' live refresh, and the account menu (Radix menu, popper). One lazily loaded chunk, so a
 * visitor's pages carry neither (the JavaScript budget of the public pages, issue 12).
 */
export function SignedInTools() {
  // Here, with the bell's channel: in the members' chunk, whichever page is open.
  useLiveEventLists();
  return (
    <>
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
