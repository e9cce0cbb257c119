import { MessageSquare, UsersRound } from "lucide-react";
import { Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Link, NavLink } from "@/lib/router";
import { useSignInPath } from "@/lib/use-sign-in-path";
import { cn } from "@/lib/utils";
import { HeaderSearch } from "./HeaderSearch";
import { HEADER_LINKS } from "./nav-links";
import { SiteLogo } from "./SiteLogo";
/* Signed-in members only: the bell, the account menu and the Messages badge (Radix popover and
   menu, popper, the live channel) stay out of a visitor's scripts (the JavaScript budget of the
   public pages, issue 12). */
import { MessagesUnreadBadge, SignedInTools } from "./signed-in-lazy";

/** Sticky site header of spec §2: logo, main links, search slot, and Sign In or the account menu. */
export function Header() {
  const { loading, user, memberLayout } = useAuth();
  const signInPath = useSignInPath();
  const links = HEADER_LINKS.filter((link) => !link.signedInOnly || memberLayout);
  const avatarSpace = <span aria-hidden="true" className="ml-10 size-9 sm:ml-12 rounded-full bg-muted" />;

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-header max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4">
        <SiteLogo nameClassName="md:hidden xl:inline" />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to} className={link.largeOnly ? "hidden lg:block" : undefined}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-2.5 transition-colors hover:bg-accent hover:text-navy-900",
                      isActive
                        ? "text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-8"
                        : "text-muted-foreground",
                    )
                  }
                >
                  {link.label}
                  {link.to === "/messages" ? (
                    <Suspense fallback={null}>
                      <MessagesUnreadBadge className="ml-1 inline-flex align-text-top" />
                    </Suspense>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:flex-1 lg:justify-end">
          {/* Spec §2's search box: in the row from 1024 px, behind a search button below (issue 21).
              Up to 1279 px the links keep their tighter padding: at 1024 px a member's eight links
              otherwise leave the box too narrow to show its placeholder. */}
          <HeaderSearch />

          {/* From 768 to 1023 px a member's row (six links, Community, search, the bell, the avatar)
              needs the tighter link padding and gaps above to fit, and leaves Home to the logo.
              Below 768 px the community pages are named in the bottom bar's 'More' (issue 21). */}
          <Button asChild variant="ghost" size="icon" className="hidden md:inline-flex lg:hidden">
            <Link to="/community" aria-label="Community" title="Community">
              <UsersRound aria-hidden="true" />
            </Link>
          </Button>

          {memberLayout ? (
            <Button asChild variant="ghost" size="icon" className="relative max-sm:size-9 md:hidden">
              <Link to="/messages">
                <MessageSquare aria-hidden="true" />
                <span className="sr-only">Messages</span>
                <Suspense fallback={null}>
                  <MessagesUnreadBadge className="absolute top-0.5 right-0.5" />
                </Suspense>
              </Link>
            </Button>
          ) : null}

          {user ? (
            <Suspense fallback={avatarSpace}>
              <SignedInTools />
            </Suspense>
          ) : memberLayout ? (
            avatarSpace
          ) : loading ? null : (
            <Button asChild size="sm">
              <Link to={signInPath}>Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
