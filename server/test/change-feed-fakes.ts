import { ChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/client";

/**
 * A ChangeFeed over a stand-in database whose notifications and listening epoch the test
 * controls: for the caches' own rules (server/cache/*.rules.test.ts, shared-reads.test.ts).
 */
export async function controlledChangeFeed() {
  let epoch = 1;
  let onPayload: (payload: string) => void = () => {};
  const database = {
    listen: async (_channel: string, fn: (payload: string) => void) => {
      onPayload = fn;
      return async () => {};
    },
    listenEpoch: () => epoch,
  } as unknown as Database;
  const changes = new ChangeFeed(database);
  await changes.start();
  return {
    changes,
    /** As if a trigger had NOTIFYed a change to this table. */
    notify: (table: string) => onPayload(table),
    /** 0: the listening connection is down; another number: a new connection. */
    setEpoch: (next: number) => {
      epoch = next;
    },
  };
}

/** Polls `holds` until it is true: for what reaches a server by NOTIFY, a moment after its commit. */
export async function eventually(holds: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A read that waits until the test releases it: `hold` goes to the read (it calls `started`,
 * then awaits `released`), `control` to the test, which lands a write or other requests while
 * the read is under way.
 */
export function heldRead() {
  let release = () => {};
  let started = () => {};
  const startedP = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { hold: { released, started }, control: { release, started: startedP } };
}
