import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../deps";
import { controlledChangeFeed, eventually, heldRead } from "../test/change-feed-fakes";
import { registerSharedAnswers } from "./shared-answers";

// Decision 134: a kept answer of a route marked `servedAgedWhileRefreshed` (a visitor's page)
// that expired by age alone is served for one more life while one background request reads it
// again; never one a write or a lost connection emptied, never a route not marked (the JSON).
// On a bare Fastify app with the cache's clock and the database's notifications in the test's hands.

const LIFE_MS = 60_000;

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** `pageLives`: the pages' own life (PAGE_CACHE_SECONDS, decision 143) in the answers' lives; 1 when not given. */
async function setUp({ pageLives }: { pageLives?: number } = {}) {
  const { changes, notify, setEpoch } = await controlledChangeFeed();
  let clock = 0;
  const fastify = Fastify();
  app = fastify;
  fastify.decorateRequest("viewer", null);
  registerSharedAnswers(fastify as unknown as App, changes, {
    ttlSeconds: LIFE_MS / 1000,
    pageTtlSeconds: pageLives === undefined ? undefined : (pageLives * LIFE_MS) / 1000,
    maxBytes: 1024 * 1024,
    now: () => clock,
  });
  const reads = { page: 0, json: 0 };
  let held: { released: Promise<void>; started(): void } | null = null;
  fastify.get(
    "/page",
    { config: { sharedAnswers: "visitors", servedAgedWhileRefreshed: true } },
    async () => {
      const n = ++reads.page;
      const hold = held;
      held = null;
      if (hold) {
        hold.started();
        await hold.released;
      }
      return `page ${n}`;
    },
  );
  fastify.get("/json", { config: { sharedAnswers: "visitors" } }, async () => `json ${++reads.json}`);
  await fastify.ready();
  return {
    get: async (url = "/page", headers: Record<string, string> = {}) =>
      (await fastify.inject({ method: "GET", url, headers })).body,
    reads,
    /** Moves the cache's clock on by this many lives. */
    age: (lives: number) => {
      clock += lives * LIFE_MS;
    },
    notify,
    setEpoch,
    changes,
    /** Keeps /page, ages it, and holds the background read the next request starts. */
    async agedWithRefreshHeld() {
      await this.get();
      this.age(1.5);
      const read = heldRead();
      held = read.hold;
      expect(await this.get()).toBe("page 1");
      await read.control.started;
      return read.control;
    },
  };
}

describe("an aged page", () => {
  it("is served as kept while one read in the background makes it again; the next visitor gets the new one", async () => {
    const h = await setUp();
    expect(await h.get()).toBe("page 1");
    h.age(1.5);
    expect(await h.get()).toBe("page 1");
    await eventually(async () => h.reads.page === 2);
    expect(await h.get()).toBe("page 2");
    expect(await h.get()).toBe("page 2");
    expect(h.reads.page).toBe(2);
  });

  it("is read again by one request at a time however many visitors find it aged", async () => {
    const h = await setUp();
    const refresh = await h.agedWithRefreshHeld();
    for (let i = 0; i < 3; i++) expect(await h.get()).toBe("page 1");
    expect(h.reads.page).toBe(2);
    refresh.release();
    await eventually(async () => (await h.get()) === "page 2");
    expect(h.reads.page).toBe(2);
  });

  it("is served for one more life at most: older, it is read in the visitor's path", async () => {
    const h = await setUp();
    await h.get();
    h.age(2);
    expect(await h.get()).toBe("page 2");
  });

  it("is never served after a write (this server's or another's) or a lost connection", async () => {
    const h = await setUp();
    const emptiedBy: Array<() => void> = [
      () => h.notify("profiles"),
      () => h.changes.changedLocally(),
      () => h.setEpoch(2),
    ];
    let n = 1;
    await h.get();
    for (const empty of emptiedBy) {
      h.age(1.5);
      empty();
      n += 1;
      expect(await h.get()).toBe(`page ${n}`);
    }
  });

  it("read again, is not kept if a write overtook the read: the next visitor's request reads it", async () => {
    const h = await setUp();
    const refresh = await h.agedWithRefreshHeld();
    h.notify("profiles");
    refresh.release();
    expect(await h.get()).toBe("page 3");
  });

  it("a client cannot ask for a refresh: its request is answered from the cache", async () => {
    const h = await setUp();
    await h.get();
    expect(await h.get("/page", { "x-kept-answer-refresh": "1" })).toBe("page 1");
    expect(h.reads.page).toBe(1);
  });
});

describe("a page's own life (PAGE_CACHE_SECONDS, decision 143)", () => {
  it("keeps the page fresh for its life while the JSON beside it is read again after each of its own", async () => {
    const h = await setUp({ pageLives: 4 });
    expect(await h.get()).toBe("page 1");
    expect(await h.get("/json")).toBe("json 1");
    h.age(3);
    expect(await h.get()).toBe("page 1");
    expect(await h.get("/json")).toBe("json 2");
    // Three of the answers' lives: with their life, the page would be gone and read again.
    expect(h.reads.page).toBe(1);
  });

  it("serves it aged for one more of its lives while it is read again, and reads it in the path after that", async () => {
    const h = await setUp({ pageLives: 4 });
    await h.get();
    h.age(7.5);
    expect(await h.get()).toBe("page 1");
    await eventually(async () => h.reads.page === 2);
    expect(await h.get()).toBe("page 2");
    h.age(8);
    expect(await h.get()).toBe("page 3");
  });
});

describe("an aged JSON answer", () => {
  it("is never served: it is read again in the request's path", async () => {
    const h = await setUp();
    expect(await h.get("/json")).toBe("json 1");
    h.age(1.5);
    expect(await h.get("/json")).toBe("json 2");
  });
});
