import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChannelState, RealtimeChannel } from "./channel";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(d: string) {
    this.sent.push(d);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onmessage?.({ data: '{"type":"joined"}' });
  }
  drop() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
}

describe("RealtimeChannel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it("goes closed → joining → joined → leaving → closed and sends a heartbeat every 25 s", () => {
    const states: ChannelState[] = [];
    const channel = new RealtimeChannel({
      url: "ws://x",
      onEvent: () => {},
      onStateChange: (s) => states.push(s),
      createSocket: () => new FakeSocket() as unknown as WebSocket,
    });
    channel.start();
    FakeSocket.all[0].open();
    vi.advanceTimersByTime(25_000);
    expect(FakeSocket.all[0].sent).toEqual(['{"type":"ping"}']);
    channel.stop();
    expect(states).toEqual(["joining", "joined", "leaving", "closed"]);
  });

  it("reconnects after 1, 2, 5, 10, 10 s, resets after a join, and asks for what was missed at each join", () => {
    const onJoined = vi.fn();
    const states: ChannelState[] = [];
    const channel = new RealtimeChannel({
      url: "ws://x",
      onEvent: () => {},
      onJoined,
      onStateChange: (s) => states.push(s),
      createSocket: () => new FakeSocket() as unknown as WebSocket,
    });
    channel.start();
    FakeSocket.all[0].open();
    // The first join too: a page read its data while the socket connected.
    expect(onJoined).toHaveBeenCalledTimes(1);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = FakeSocket.all.length;
      FakeSocket.all.at(-1)!.drop();
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    expect(states).toContain("errored");
    FakeSocket.all.at(-1)!.open();
    expect(onJoined).toHaveBeenCalledTimes(2);
    FakeSocket.all.at(-1)!.drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all.length).toBe(before + 1);
    channel.stop();
  });

  it("stops for good when the server says the session is gone", () => {
    const channel = new RealtimeChannel({
      url: "ws://x",
      onEvent: () => {},
      createSocket: () => new FakeSocket() as unknown as WebSocket,
    });
    channel.start();
    FakeSocket.all[0].close(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(channel.state).toBe("closed");
  });
});
