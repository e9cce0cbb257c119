import type { ReportSubject } from "@contract/reports";
import { lazy, Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import { useHydrated } from "@/lib/use-hydrated";

const ReportDialog = lazy(() => import("./ReportDialog").then((m) => ({ default: m.ReportDialog })));

/**
 * **Report** on an item another member wrote or set up (an event, a mentoring request; issue 28
 * item 1, decision 112): for signed-in members other than its author, in its own chunk (the
 * dialog and its form helper load with it), and only once the page is live, as LazySafetyActions.
 */
export function LazyReportButton({
  kind,
  id,
  what,
  authorId,
}: {
  kind: ReportSubject;
  id: string;
  /** "this event" … as the dialog's title says it. */
  what: string;
  /** The author's account: they are not offered to report their own item. */
  authorId: string | null;
}) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || !user || user.id === authorId) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog kind={kind} id={id} what={what} />
    </Suspense>
  );
}
