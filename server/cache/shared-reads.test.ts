import { describe, expect, it } from "vitest";
import type { Viewer } from "../auth/viewer";
import type { Db } from "../db/client";
import { controlledChangeFeed } from "../test/change-feed-fakes";
import { SharedReads, sharedRead } from "./shared-reads";

// The shared read cache's rules, with the database's notifications in the test's hands. The
// stand-in database is what the loader reads: a function the test swaps.
type Loaded = { n: number; list: number[] };
type FakeDb = { load: () => Promise<Loaded> };
const counted = sharedRead("counted", (db) => (db as unknown as FakeDb).load());

async function harness(ttlSeconds = 3600) {
  const { changes, notify, setEpoch } = await controlledChangeFeed();
  let loads = 0;
  const db: FakeDb = { load: async () => ({ n: ++loads, list: [1, 2] }) };
  const reads = new SharedReads(db as unknown as Db, changes, { ttlSeconds, maxBytes: 1024 * 1024 });
  return {
    db,
    read: () => reads.read(counted),
    loads: () => loads,
    notify,
    setEpoch,
  };
}

describe("shared reads", () => {
  it("one read serves every later request, and the concurrent first ones share it", async () => {
    const h = await harness();
    const first = await Promise.all([h.read(), h.read(), h.read()]);
    expect(first.map((r) => r.n)).toEqual([1, 1, 1]);
    expect((await h.read()).n).toBe(1);
    expect(h.loads()).toBe(1);
  });

  it("a public table's change empties it; a private one's does not; a read a write overtook is not kept", async () => {
    const h = await harness();
    await h.read();
    h.notify("notifications");
    expect((await h.read()).n).toBe(1);
    h.notify("profiles");
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const usual = h.db.load;
    h.db.load = async () => {
      await gate;
      return { n: 99, list: [] };
    };
    const slow = h.read();
    h.db.load = usual;
    h.notify("events"); // committed while that read was under way
    release();
    expect((await slow).n).toBe(99);
    expect((await h.read()).n).toBe(2);
    expect((await h.read()).n).toBe(2);
  });

  it("keeps nothing while notifications cannot arrive", async () => {
    const h = await harness();
    h.setEpoch(0);
    await h.read();
    await h.read();
    expect(h.loads()).toBe(2);
  });

  it("what it hands out cannot be changed by the request it was handed to", async () => {
    const h = await harness();
    const value = await h.read();
    expect(() => {
      value.list.push(3);
    }).toThrow(TypeError);
    expect((await h.read()).list).toEqual([1, 2]);
  });

  it("CACHE_SECONDS=0 reads every time", async () => {
    const h = await harness(0);
    await h.read();
    await h.read();
    expect(h.loads()).toBe(2);
  });
});

describe("shared read definitions (issue 23)", () => {
  it("key the read by its name and arguments, and hand the loader only those", async () => {
    const { changes } = await controlledChangeFeed();
    const seen: unknown[][] = [];
    const echo = sharedRead("echo", async (_db, id: string, query: { limit: number }) => {
      seen.push([id, query]);
      return `${id}:${query.limit}`;
    });
    const reads = new SharedReads({} as Db, changes, { ttlSeconds: 3600, maxBytes: 1024 * 1024 });
    expect(await reads.read(echo, "a", { limit: 1 })).toBe("a:1");
    expect(await reads.read(echo, "a", { limit: 1 })).toBe("a:1");
    expect(await reads.read(echo, "a", { limit: 2 })).toBe("a:2");
    expect(await reads.read(echo, "b", { limit: 1 })).toBe("b:1");
    expect(seen).toEqual([
      ["a", { limit: 1 }],
      ["a", { limit: 2 }],
      ["b", { limit: 1 }],
    ]);
  });

  it("a loader cannot take the viewer (a type error), nor be defined per request (it throws)", () => {
    // @ts-expect-error a viewer is not a key value: its result would depend on who asks.
    sharedRead("by-viewer", async (_db, viewer: Viewer) => viewer.user.id);
    // @ts-expect-error nor is any object that holds others (roles, a user).
    sharedRead("by-roles", async (_db, who: { roles: string[] }) => who.roles.length);
    // Defined inside a handler, where a viewer is in scope: the second request's definition throws.
    const perRequest = () => sharedRead("per-request", async () => 1);
    perRequest();
    expect(perRequest).toThrow(/defined twice/);
  });
});
