import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { RealtimeEvent } from "../../contract/messaging";
import type { Database } from "../db/client";

/** The NOTIFY channel every app server listens on. */
export const REALTIME_CHANNEL = "alumni_realtime";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Sends a small event (no message body) to these people on every server, in the caller's
 * statement order: inside a transaction it leaves at the commit, as NOTIFY does.
 */
export async function notifyPeople(db: Pick<Database["db"], "execute">, to: string[], event: RealtimeEvent) {
  await db.execute(
    sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ to, event } satisfies Envelope)})`,
  );
}

export interface Envelope {
  /** Account ids whose open connections receive the event. */
  to: string[];
  event: RealtimeEvent;
}

export interface Socketish {
  send(data: string): void;
}

/**
 * Live delivery (docs/architecture.md "Realtime"): a write publishes an envelope with
 * `SELECT pg_notify(…)`; every server process LISTENs and hands the event to the sockets of
 * the people concerned that it holds. On PGlite the same calls work inside the one process;
 * on PostgreSQL they fan out across every app server on the database.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<Socketish>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log?: Pick<Logger, "warn">,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => this.deliver(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.sockets.clear();
  }

  /** Sends an event to these people, on every server. Call after the write has committed. */
  async publish(to: string[], event: RealtimeEvent): Promise<void> {
    let payload = JSON.stringify({ to, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.type === "message") {
      // Too big for NOTIFY: tell the clients to fetch it instead (they refetch on any unknown message).
      const m = event.message;
      payload = JSON.stringify({
        to,
        event: { type: "message", message: { ...m, content: "", truncated: true } },
      });
    }
    await this.database.db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }

  add(userId: string, socket: Socketish): () => void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    };
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private deliver(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      this.log?.warn("realtime: unreadable notification ignored");
      return;
    }
    const data = JSON.stringify(envelope.event);
    for (const userId of new Set(envelope.to)) {
      for (const socket of this.sockets.get(userId) ?? []) {
        try {
          socket.send(data);
        } catch {
          // A socket closing right now: its close handler removes it.
        }
      }
    }
  }
}
