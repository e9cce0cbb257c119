import { describe, expect, it } from "vitest";
import { controlledChangeFeed } from "../test/change-feed-fakes";
import { SharedReads } from "./shared-reads";

// The shared read cache's rules, with the database's notifications in the test's hands.
async function harness(ttlSeconds = 3600) {
  const { changes, notify, setEpoch } = await controlledChangeFeed();
  const reads = new SharedReads(changes, { ttlSeconds, maxBytes: 1024 * 1024 });
  let loads = 0;
  const load = async () => ({ n: ++loads, list: [1, 2] });
  return {
    reads,
    read: () => reads.read("k", load),
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
    const slow = h.reads.read("k", async () => {
      await gate;
      return { n: 99, list: [] };
    });
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
