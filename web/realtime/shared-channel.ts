import type { RealtimeEvent } from "@contract/messaging";
import { type ChannelState, RealtimeChannel, realtimeUrl } from "./channel";

export interface RealtimeListener {
  onEvent?: (event: RealtimeEvent) => void;
  /**
   * The channel was joined (the first time too): fetch what may have been written before the
   * socket was open or while it was down. A page reads its data while the socket connects, so
   * an answer written in between reaches nobody but this (an approval the proposer's Events
   * page never heard of).
   */
  onJoined?: () => void;
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
      onJoined: () => {
        for (const l of listeners) l.onJoined?.();
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
