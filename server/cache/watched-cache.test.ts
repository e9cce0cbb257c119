import { describe, expect, it } from "vitest";
import { controlledChangeFeed } from "../test/change-feed-fakes";
import { WatchedCache } from "./watched-cache";

// The rules every cache of the server keeps (decision 090), with the notifications in the test's hands.
async function harness() {
  const feed = await controlledChangeFeed();
  const cache = new WatchedCache<{ n: number }>(feed.changes, {
    ttlSeconds: 3600,
    watches: (table) => table === "profiles" || table === "*",
    limit: { max: 10 },
  });
  return { ...feed, cache };
}

describe("WatchedCache", () => {
  it("keeps a read until a watched table changes; another table's change leaves it", async () => {
    const { cache, notify } = await harness();
    expect(cache.set("k", { n: 1 }, cache.startRead())).toBe(true);
    notify("messages");
    expect(cache.get("k")).toEqual({ n: 1 });
    notify("profiles");
    expect(cache.get("k")).toBeUndefined();
  });

  it("does not keep a read a write overtook", async () => {
    const { cache, notify } = await harness();
    const ticket = cache.startRead();
    notify("*");
    expect(cache.isCurrent(ticket)).toBe(false);
    expect(cache.set("k", { n: 1 }, ticket)).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps nothing while notifications cannot arrive, and serves nothing from an earlier connection", async () => {
    const { cache, setEpoch } = await harness();
    setEpoch(0);
    expect(cache.set("k", { n: 1 }, cache.startRead())).toBe(false);
    setEpoch(2);
    cache.set("k", { n: 2 }, cache.startRead());
    setEpoch(3);
    expect(cache.get("k")).toBeUndefined();
  });

  it("update replaces only the value still kept", async () => {
    const { cache } = await harness();
    const first = { n: 1 };
    cache.set("k", first, cache.startRead());
    cache.update("k", { n: 9 }, { n: 10 });
    expect(cache.get("k")).toBe(first);
    cache.update("k", first, { n: 2 });
    expect(cache.get("k")).toEqual({ n: 2 });
  });

  it("with CACHE_SECONDS=0 keeps nothing", async () => {
    const { changes } = await controlledChangeFeed();
    const off = new WatchedCache<{ n: number }>(changes, {
      ttlSeconds: 0,
      watches: () => true,
      limit: { max: 1 },
    });
    expect(off.enabled).toBe(false);
    expect(off.set("k", { n: 1 }, off.startRead())).toBe(false);
    expect(off.get("k")).toBeUndefined();
  });
});
