import { LIMITS } from "@contract/constants";
import type { RealtimeEvent } from "@contract/messaging";

/** Spec §4: the realtime channel states. */
export type ChannelState = "closed" | "joining" | "joined" | "leaving" | "errored";

export interface ChannelOptions {
  url: string;
  onEvent: (event: RealtimeEvent) => void;
  onStateChange?: (state: ChannelState) => void;
  /**
   * Called each time the channel is joined, the first time too: fetch what may have been
   * missed before the socket was open (data read while it connected) or while it was down.
   */
  onJoined?: () => void;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
  backoffMs?: readonly number[];
}

/** Closed by the server because the session is gone: reconnecting would not help. */
const CLOSE_UNAUTHENTICATED = 4401;

/**
 * The live channel of the Messages screen: one WebSocket to /api/v1/realtime on the same
 * origin (the session cookie authenticates it). Heartbeat every 25 s; after a drop it
 * reconnects after 1, 2, 5, then every 10 s (spec §9); each join asks for what was missed.
 */
export class RealtimeChannel {
  private socket: WebSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = true;
  state: ChannelState = "closed";

  constructor(private readonly opts: ChannelOptions) {}

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    if (this.socket && this.socket.readyState <= 1) {
      this.setState("leaving");
      this.socket.close(1000, "leaving");
    } else {
      this.setState("closed");
    }
  }

  /** The delay before reconnect attempt n (0-based): 1, 2, 5, 10, 10 … seconds. */
  static backoff(attempt: number, steps: readonly number[] = LIMITS.realtimeBackoffMs): number {
    return steps[Math.min(attempt, steps.length - 1)];
  }

  private setState(state: ChannelState) {
    if (this.state === state) return;
    this.state = state;
    this.opts.onStateChange?.(state);
  }

  private connect() {
    this.setState("joining");
    const socket = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(this.opts.url);
    this.socket = socket;
    socket.onmessage = (e) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(e.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === "joined") {
        this.attempt = 0;
        this.setState("joined");
        this.opts.onJoined?.();
        clearInterval(this.heartbeat);
        this.heartbeat = setInterval(
          () => socket.readyState === 1 && socket.send('{"type":"ping"}'),
          this.opts.heartbeatMs ?? LIMITS.realtimeHeartbeatMs,
        );
        return;
      }
      if (event.type === "pong") return;
      this.opts.onEvent(event);
    };
    socket.onerror = () => {
      if (!this.stopped) this.setState("errored");
    };
    socket.onclose = (e) => {
      clearInterval(this.heartbeat);
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || e.code === CLOSE_UNAUTHENTICATED) {
        this.setState("closed");
        return;
      }
      this.setState("errored");
      const delay = RealtimeChannel.backoff(this.attempt, this.opts.backoffMs);
      this.attempt += 1;
      this.retry = setTimeout(() => !this.stopped && this.connect(), delay);
    };
  }
}

/** ws(s)://{this origin}/api/v1/realtime */
export function realtimeUrl(location: Location = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/v1/realtime`;
}
