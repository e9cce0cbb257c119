import type { NotificationItemDto, NotificationPage } from "@contract/notification-centre";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { AuthContext, type AuthState } from "@/auth/auth-context";
import { Route, Router, Switch } from "@/lib/router";
import { NotificationBell } from "./NotificationBell";

/** The browser's WebSocket, replaced: the test plays the server's side of /api/v1/realtime. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 1;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  receive(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

const item = (id: string, read: boolean): NotificationItemDto => ({
  id,
  kind: "message",
  title: `New message from ${id}`,
  body: "Hello",
  path: `/messages?with=${id}`,
  created_at: new Date(Date.now() - 120_000).toISOString(),
  read,
});

let pages: NotificationPage[];
let calls: Array<{ url: string; body?: unknown }>;
function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderBell() {
  const auth = { loading: false, user: { id: "me" }, roles: [], isAdmin: false } as unknown as AuthState;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <Router hook={memoryLocation({ path: "/events" }).hook}>
          <NotificationBell />
          <Switch>
            <Route path="/events">
              <p>Events page</p>
            </Route>
            <Route path="/messages">
              <p>Messages page</p>
            </Route>
          </Switch>
        </Router>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe("NotificationBell", () => {
  beforeEach(() => {
    calls = [];
    pages = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, body });
        if (url.endsWith("/notifications/read")) return answer(200, { marked: 1, unread: 0 });
        const next = pages.shift();
        return next ? answer(200, next) : answer(500, { error: { code: "INTERNAL", message: "boom" } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the unread count in its name, and a live event brings the new count without a reload", async () => {
    const one: NotificationPage = { items: [item("a", false)], unread: 1, next_cursor: null };
    pages = [one, one, { items: [item("b", false), item("a", false)], unread: 2, next_cursor: null }];
    renderBell();
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
    const socket = FakeSocket.last as FakeSocket;
    expect(socket.url).toMatch(/\/api\/v1\/realtime$/);
    // Joining refetches once (whatever was written before the socket opened).
    socket.receive({ type: "joined" });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    socket.receive({ type: "notifications" });
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
  });

  it("lists the items; clicking an unread one marks it read and opens its page", async () => {
    pages = [{ items: [item("a", false), item("b", true)], unread: 1, next_cursor: null }];
    renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const link = await screen.findByRole("link", { name: /New message from a/ });
    expect(link.textContent).toContain("2 minutes ago");
    fireEvent.click(link);
    await screen.findByText("Messages page");
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: "/api/v1/notifications/read", body: { id: "a" } }),
    );
    await screen.findByRole("button", { name: "Notifications" });
  });

  it("says when there is nothing, and 'Mark all as read' is then disabled", async () => {
    pages = [{ items: [], unread: 0, next_cursor: null }];
    renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    await screen.findByText("You're all caught up");
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the error state with a way to try again", async () => {
    renderBell();
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    await screen.findByText("Failed to load notifications");
    pages = [{ items: [item("a", false)], unread: 1, next_cursor: null }];
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("link", { name: /New message from a/ });
  });
});
