import "sonner/dist/styles.css";
import { useEffect } from "react";
import { Toaster as Sonner, toast, useSonner } from "sonner";

// Below the sticky header: at the top of the page, toasts covered the header's links.
const BELOW_HEADER = { top: "calc(var(--spacing-header) + 1rem)" };

/**
 * The app's toasts (sonner, spec §8 colours), for every screen. A success makes the errors
 * shown before it stale (the retry worked, or the user moved on): they are dismissed rather
 * than left stacked under the good news. Errors that come after a success stay.
 * Loaded with its stylesheet on the first toast (`@/lib/toast`, `ToasterSlot`).
 */
export function Toaster() {
  const { toasts } = useSonner(); // newest first
  useEffect(() => {
    const newestSuccess = toasts.findIndex((t) => t.type === "success");
    if (newestSuccess < 0) return;
    for (const older of toasts.slice(newestSuccess + 1)) if (older.type === "error") toast.dismiss(older.id);
  }, [toasts]);
  return (
    <Sonner richColors closeButton position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />
  );
}
