import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { AuthProvider } from "@/auth/AuthProvider";
import { Router } from "@/lib/router";
import { EventsScreen } from "@/screens/events/EventsScreen";
import { Header } from "./Header";
import { MobileNav } from "./MobileNav";

// Decision 145: a member's landing is the app's shell, marked `data-viewer="member"` by the
// server; until the first /me answers, the header and the bottom bar lay out a member's links
// (no visitor's links or Sign In flashing first). The real AuthProvider, header and bottom bar.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.viewer;
});

const MEMBER = {
  viewer: {
    user: { id: "u1", email: "m@example.org", name: "Mira Sen", emailVerified: true },
    roles: [],
    profileId: null,
  },
};

/**
 * /me answers only when `answer` is called; every other call answers an empty 200, or with
 * `othersPending` never (a screen's lists stay loading: an empty object is not their shape).
 */
function holdMe({ othersPending = false } = {}) {
  let answer: (body: unknown) => void = () => undefined;
  const me = new Promise<Response>((resolve) => {
    answer = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (String(url).startsWith("/api/v1/me")) return me;
      return othersPending ? new Promise<Response>(() => undefined) : new Response("{}");
    }),
  );
  return (body: unknown) => answer(body);
}

function renderLayout(content: ReactNode = null) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: "/events" }).hook}>
        <AuthProvider>
          <Header />
          <MobileNav />
          {content}
        </AuthProvider>
      </Router>
    </QueryClientProvider>,
  );
}

const myProfileLinks = () => screen.queryAllByRole("link", { name: "My Profile" });
const signIn = () => screen.queryByRole("link", { name: "Sign In" });

// Limits that bound a hang (a lazy chunk transformed on a loaded machine), not speed checks.
describe("the header and bottom bar before the first /me", { timeout: 60_000 }, () => {
  it("on a member's marked shell: a member's links, no Sign In, while /me is on its way", async () => {
    document.documentElement.dataset.viewer = "member";
    const answer = holdMe();
    renderLayout();
    expect(myProfileLinks().length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: /Messages/ }).length).toBeGreaterThan(0);
    expect(signIn()).toBeNull();
    answer(MEMBER);
    // The account menu is a lazy chunk: its first import is transformed on demand, seconds on a
    // loaded machine; the limit bounds a hang, it is not a speed check.
    await screen.findByRole("button", { name: /Mira Sen|account/i }, { timeout: 30_000 });
    expect(signIn()).toBeNull();
  });

  it("on a marked shell whose session ended before /me: a visitor's once /me says signed out", async () => {
    document.documentElement.dataset.viewer = "member";
    const answer = holdMe();
    renderLayout();
    answer({ viewer: null });
    await waitFor(() => expect(signIn()).not.toBeNull(), { timeout: 30_000 });
    expect(myProfileLinks()).toEqual([]);
  });

  it("on an unmarked page (a visitor's): no member's links while /me is on its way", async () => {
    const answer = holdMe();
    renderLayout();
    expect(myProfileLinks()).toEqual([]);
    answer({ viewer: null });
    await waitFor(() => expect(signIn()).not.toBeNull(), { timeout: 30_000 });
  });
});

describe("a member's screen before the first /me", { timeout: 60_000 }, () => {
  const organize = () => screen.queryByRole("heading", { name: "Organize an Event" });

  it("/events on a member's marked shell offers Organize an Event from the first paint", async () => {
    document.documentElement.dataset.viewer = "member";
    const answer = holdMe({ othersPending: true });
    renderLayout(<EventsScreen />);
    expect(organize()).not.toBeNull();
    answer({ viewer: null });
    await waitFor(() => expect(organize()).toBeNull(), { timeout: 30_000 });
  });

  it("/events on a visitor's page: no Organize an Event while /me is on its way", () => {
    holdMe({ othersPending: true });
    renderLayout(<EventsScreen />);
    expect(organize()).toBeNull();
  });
});
