import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterRequested } from "@/lib/toast";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the app's Toaster once the first toast is asked for (`@/lib/toast`). */
export function ToasterSlot() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
