import type { RealtimeEvent } from "@contract/messaging";
import { type ChannelState, RealtimeChannel, realtimeUrl } from "./channel";

export interface RealtimeListener {
  onEvent?: (event: RealtimeEvent) => void;
  /** Joined again after a drop: fetch what was missed meanwhile. */
  onRejoin?: () => void;
  onStateChange?: (state: ChannelState) => void;
}

/**
 * One WebSocket per tab, shared by everything that listens (the header's bell on every page,
 * the Messages screen): opened by the first listener, closed when the last one leaves.
 */
let channel: RealtimeChannel | null = null;
let state: ChannelState = "closed";
const listeners = new Set<RealtimeListener>();

export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  listener.onStateChange?.(state);
  if (!channel) {
    const opened = new RealtimeChannel({
      url: realtimeUrl(),
      onEvent: (event) => {
        for (const l of listeners) l.onEvent?.(event);
      },
      onRejoin: () => {
        for (const l of listeners) l.onRejoin?.();
      },
      onStateChange: (next) => {
        if (channel !== opened) return;
        state = next;
        for (const l of listeners) l.onStateChange?.(next);
      },
    });
    channel = opened;
    opened.start();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !channel) return;
    const closing = channel;
    channel = null;
    state = "closed";
    closing.stop();
  };
}
