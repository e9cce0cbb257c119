import { ExternalLink } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { AccountMenu } from "@/components/AccountMenu";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { ScrollToTop } from "@/components/ScrollToTop";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/SkipLink";
import { Button } from "@/components/ui/button";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Link, useLocation } from "@/lib/router";
import { AdminBreadcrumb } from "./AdminBreadcrumb";
import { AdminDrawer } from "./AdminDrawer";
import { AdminSidebarNav } from "./AdminSidebarNav";
import { useAdminAccessGuard } from "./use-admin-access-guard";

/** Admin area layout (spec §2): sidebar (a drawer on small screens), breadcrumb, content. No mobile bottom nav. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useAdminAccessGuard();
  return (
    <div className="flex min-h-screen bg-surface">
      <ScrollToTop />
      <SkipLink />
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 md:block">
        <AdminSidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-header items-center gap-2 border-b border-border bg-background px-4 sm:px-6">
          <AdminDrawer />
          <AdminBreadcrumb />
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                <span className="hidden sm:inline">View Site</span>
                <span className="sr-only sm:hidden">View Site</span>
              </Link>
            </Button>
            <AccountMenu />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
