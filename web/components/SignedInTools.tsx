import { AccountMenu } from "./AccountMenu";
import { NotificationBell } from "./notifications/NotificationBell";

/**
 * The header's pieces for signed-in members only: the notification bell (its popover, list and
 * live channel) and the account menu (Radix menu, popper). One lazily loaded chunk, so a
 * visitor's pages carry neither (the JavaScript budget of the public pages, issue 12).
 */
export function SignedInTools() {
  return (
    <>
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
