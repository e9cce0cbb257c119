import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts, loaded on first use (issue 12's JavaScript budget): sonner and its
 * stylesheet are a chunk of their own that a visitor who never sees a toast never loads.
 * The first call mounts the Toaster (`ToasterSlot` in App) and shows the toast once sonner
 * has arrived; sonner hands toasts made before the Toaster subscribed to it when it does.
 */
type Message = Parameters<typeof sonnerToast.success>[0];
type Sonner = typeof sonnerToast;

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function withSonner(show: (t: Sonner) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner").then((m) => m.toast);
  sonner.then(show, (err: unknown) => {
    // The chunk did not load (offline after a deploy): the message must not vanish silently.
    sonner = null;
    console.warn("Could not load the toasts", err);
  });
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => withSonner((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => withSonner((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => withSonner((t) => t.info(message, options)),
};

/** Whether a toast was asked for yet (the Toaster is mounted from then on). */
export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
};
