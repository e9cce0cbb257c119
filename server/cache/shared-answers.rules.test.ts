import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../deps";
import { controlledChangeFeed, heldRead } from "../test/change-feed-fakes";
import type { ChangeFeed } from "./change-feed";
import { dropCachesOnLocalWrites } from "./local-writes";
import { registerSharedAnswers } from "./shared-answers";

// The cache's own rules on a bare Fastify app, with the database's notifications in the test's
// hands: which writes empty it, a read overtaken by a write, a lost listening connection.

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

interface Harness {
  get(url?: string, signedIn?: boolean, headers?: Record<string, string>): Promise<string>;
  /** How many times the route's handler ran (each miss). */
  handled(): number;
  notify(table: string): void;
  post(signedIn: boolean): Promise<void>;
  setEpoch(epoch: number): void;
  changes: ChangeFeed;
  /** The next request's handler waits until this is called. */
  holdNextRead(): { release(): void; started: Promise<void> };
  /** Moves the cache's clock on (milliseconds). */
  age(ms: number): void;
}

async function harness(ttlSeconds = 3600): Promise<Harness> {
  const { changes, notify, setEpoch } = await controlledChangeFeed();
  let clock = 0;
  const fastify = Fastify();
  app = fastify;
  fastify.decorateRequest("viewer", null);
  fastify.addHook("preHandler", async (req) => {
    if (req.headers.cookie) (req as unknown as { viewer: object }).viewer = { user: { id: "u1" } };
  });
  registerSharedAnswers(fastify as unknown as App, changes, {
    ttlSeconds,
    maxBytes: 1024 * 1024,
    now: () => clock,
  });
  dropCachesOnLocalWrites(fastify as unknown as App, changes);
  let count = 0;
  let hold: { wait: Promise<void>; started: () => void } | null = null;
  fastify.get("/data", { config: { sharedAnswers: "visitors" } }, async (req) => {
    count += 1;
    const n = count;
    if (hold) {
      const h = hold;
      hold = null;
      h.started();
      await h.wait;
    }
    return { n, viewer: req.viewer ? "member" : "visitor" };
  });
  fastify.get("/uncached", async () => ({ n: ++count }));
  fastify.get("/missing", { config: { sharedAnswers: "visitors" } }, async (_req, reply) => {
    count += 1;
    return reply.status(404).send({ error: "gone" });
  });
  fastify.get("/big", { config: { sharedAnswers: "visitors" } }, async () => ({
    n: ++count,
    pad: "x".repeat(4000),
  }));
  fastify.post("/write", async () => ({ ok: true }));
  fastify.get("/same-for-all", { config: { sharedAnswers: "everyone" } }, async () => ({ n: ++count }));
  await fastify.ready();
  return {
    async get(url = "/data", signedIn = false, headers: Record<string, string> = {}) {
      const res = await fastify.inject({
        method: "GET",
        url,
        headers: { ...headers, ...(signedIn ? { cookie: "s=1" } : {}) },
      });
      return res.body;
    },
    async post(signedIn: boolean) {
      await fastify.inject({ method: "POST", url: "/write", headers: signedIn ? { cookie: "s=1" } : {} });
    },
    handled: () => count,
    age: (ms) => {
      clock += ms;
    },
    notify,
    setEpoch,
    changes,
    holdNextRead() {
      const held = heldRead();
      hold = { wait: held.hold.released, started: held.hold.started };
      return held.control;
    },
  };
}

describe("the visitor cache's rules", () => {
  it("answers a visitor's repeat from memory, by URL; never a member, never an unmarked route", async () => {
    const h = await harness();
    expect(await h.get()).toBe('{"n":1,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":1,"viewer":"visitor"}');
    expect(await h.get("/data?x=1")).toBe('{"n":2,"viewer":"visitor"}');
    expect(await h.get("/data", true)).toBe('{"n":3,"viewer":"member"}');
    expect(await h.get("/data", true)).toBe('{"n":4,"viewer":"member"}');
    expect(await h.get("/uncached")).toBe('{"n":5}');
    expect(await h.get("/uncached")).toBe('{"n":6}');
    expect(h.handled()).toBe(6);
  });

  it("an answer that depends on nobody is shared by visitors and members alike", async () => {
    const h = await harness();
    expect(await h.get("/same-for-all", true)).toBe('{"n":1}');
    expect(await h.get("/same-for-all")).toBe('{"n":1}');
    expect(await h.get("/same-for-all", true)).toBe('{"n":1}');
  });

  it("a change to a table visitors read empties it; one to a private table (sessions, messages) does not", async () => {
    const h = await harness();
    await h.get();
    h.notify("messages");
    h.notify("session");
    expect(await h.get()).toBe('{"n":1,"viewer":"visitor"}');
    h.notify("profiles");
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
    h.notify("some_table_added_later");
    expect(await h.get()).toBe('{"n":3,"viewer":"visitor"}');
    h.changes.changedLocally();
    expect(await h.get()).toBe('{"n":4,"viewer":"visitor"}');
  });

  it("a member's write through this server empties it at once; a visitor's write does not", async () => {
    const h = await harness();
    await h.get();
    await h.post(false); // sign-up, newsletter: open to anyone, so they must not flush the caches
    expect(await h.get()).toBe('{"n":1,"viewer":"visitor"}');
    await h.post(true);
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
  });

  it("an error answer is never kept", async () => {
    const h = await harness();
    await h.get("/missing");
    await h.get("/missing");
    expect(h.handled()).toBe(2);
  });

  it("a compressed copy made later does not extend the answer's life", async () => {
    const h = await harness(1);
    await h.get("/big");
    h.age(600);
    await h.get("/big", false, { "accept-encoding": "br" });
    await h.get("/big", false, { "accept-encoding": "gzip" });
    expect(h.handled()).toBe(1);
    h.age(600); // 1.2 s after it was kept
    await h.get("/big");
    expect(h.handled()).toBe(2);
  });

  it("a read a write overtook is answered but not kept", async () => {
    const h = await harness();
    const held = h.holdNextRead();
    const slow = h.get();
    await held.started;
    h.notify("profiles"); // committed while the read was under way
    held.release();
    expect(await slow).toBe('{"n":1,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
  });

  it("visitors asking for one URL while it is read wait for that read: one read, the same answer (decision 140)", async () => {
    const h = await harness();
    const held = h.holdNextRead();
    const first = h.get();
    await held.started;
    const waiting = [h.get(), h.get(), h.get()];
    const member = await h.get("/data", true); // a member's answer is their own: read at once
    expect(member).toBe('{"n":2,"viewer":"member"}');
    held.release();
    expect(await first).toBe('{"n":1,"viewer":"visitor"}');
    expect(await Promise.all(waiting)).toEqual(Array(3).fill('{"n":1,"viewer":"visitor"}'));
    expect(h.handled()).toBe(2);
  });

  it("those waiting for a read a write overtook read again themselves, never its answer", async () => {
    const h = await harness();
    const held = h.holdNextRead();
    const first = h.get();
    await held.started;
    const waiting = h.get();
    await new Promise((r) => setTimeout(r, 10));
    h.notify("profiles"); // committed while the read was under way
    held.release();
    expect(await first).toBe('{"n":1,"viewer":"visitor"}');
    expect(await waiting).toBe('{"n":2,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
  });

  it("those waiting for a read that kept nothing (an error) read themselves", async () => {
    const h = await harness();
    await Promise.all([h.get("/missing"), h.get("/missing"), h.get("/missing")]);
    expect(h.handled()).toBe(3);
  });

  it("keeps nothing while notifications cannot arrive, and trusts nothing from before a reconnection", async () => {
    const h = await harness();
    await h.get(); // n 1, kept in epoch 1
    h.setEpoch(0); // the listening connection is down
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":3,"viewer":"visitor"}');
    h.setEpoch(2); // connected again: what epoch 1 kept may have missed a write
    expect(await h.get()).toBe('{"n":4,"viewer":"visitor"}');
    expect(await h.get()).toBe('{"n":4,"viewer":"visitor"}');
  });

  it("an answer expires after CACHE_SECONDS even without a write; 0 turns the cache off", async () => {
    const h = await harness(1);
    await h.get();
    expect(await h.get()).toBe('{"n":1,"viewer":"visitor"}');
    h.age(1100);
    expect(await h.get()).toBe('{"n":2,"viewer":"visitor"}');
    await app?.close();
    const off = await harness(0);
    await off.get();
    expect(await off.get()).toBe('{"n":2,"viewer":"visitor"}');
  });
});
