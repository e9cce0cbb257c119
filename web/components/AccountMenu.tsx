import { LayoutDashboard, LogOut, type LucideIcon, User } from "lucide-react";
import { useOwnProfileQuery } from "@/api/my-profile";
import { useAuth } from "@/auth/auth-context";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Link } from "@/lib/router";

/** Signed-in account menu (spec §2 Header): the user's e-mail, My Profile and Sign Out. */
export function AccountMenu() {
  const { user, isAdmin, signOut } = useAuth();
  // The photo comes from the own-profile query that My Profile reads and the avatar upload
  // and profile save write into, so a new photo (or name) shows here at once.
  const profile = useOwnProfileQuery(Boolean(user)).data;
  if (!user) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full max-sm:size-9">
          <UserAvatar
            name={profile?.display_name || user.name || user.email}
            src={profile?.avatar_url}
            className="size-9 text-sm"
          />
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="max-w-64 truncate font-normal text-muted-foreground">
          {user.email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink to="/profile" icon={User} label="My Profile" />
        {isAdmin ? <MenuLink to="/admin" icon={LayoutDashboard} label="Admin Dashboard" /> : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One of the menu's links, with its icon. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}
