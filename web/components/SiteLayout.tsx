import { type ReactNode, Suspense, useEffect } from "react";
import { useAuth } from "@/auth/auth-context";
import { LoadingIndicator } from "@/components/ui/spinner";
import { useLocation } from "@/lib/router";
import { useHydrated } from "@/lib/use-hydrated";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MobileNav } from "./MobileNav";
import { ScrollToTop } from "./ScrollToTop";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { AdmissionNotice } from "./signed-in-lazy";

/** Layout of every non-admin screen: header, main content, footer and (small screens) bottom navigation. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col pb-mobile-nav md:pb-0">
      <ScrollToTop />
      <SkipLink />
      <Header />
      {user ? (
        <Suspense fallback={null}>
          <AdmissionNotice />
        </Suspense>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingIndicator />}>
            {children}
            <HydratedMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <MobileNav />
    </div>
  );
}

/**
 * Marks the page `data-hydrated` once the screen's part of a server-rendered page has
 * hydrated and what switches then has switched (useHydrated: the filters' selects, the submit
 * buttons), for tests that must not click before React listens or while a control is swapped.
 * The screen's controls that read useHydrated switch in the same deferred render as this one:
 * React gives one render's deferred values one lane.
 */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}
