import type { ProfileDto } from "@contract/dto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { AuthContext, type AuthState } from "@/auth/auth-context";
import { Router } from "@/lib/router";
import { AlumniCard } from "./AlumniCard";

const visitor = {
  loading: false,
  user: null,
  roles: [],
  profileId: null,
  isAdmin: false,
} as unknown as AuthState;

function card(profile: Partial<ProfileDto> & { id: string }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={visitor}>
        <Router hook={memoryLocation().hook}>
          <AlumniCard profile={{ display_name: "Asha Rao", ...profile } as ProfileDto} />
        </Router>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const classLink = () => screen.queryByRole("link", { name: /^Class of / });

describe("AlumniCard's class year", () => {
  beforeEach(() => {
    // The house badge reads the Settings houses.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ houses: [] }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("links the year beside the house to its class page, a link of its own beside the name's", () => {
    card({ id: "p1", house: "Tata", graduation_year: 1998 });
    const link = classLink();
    expect(link?.getAttribute("href")).toBe("/classes/1998");
    expect(link?.textContent).toBe("Class of '98");
    expect(screen.getByRole("link", { name: "Asha Rao" }).getAttribute("href")).toBe("/alumni/p1");
    // No link inside another (the card is an article, not a link).
    for (const a of document.querySelectorAll("a")) expect(a.parentElement?.closest("a")).toBeNull();
  });

  it("links the year of a card without a house", () => {
    card({ id: "p2", house: null, graduation_year: 2005 });
    expect(classLink()?.getAttribute("href")).toBe("/classes/2005");
  });

  it("has no class link when the year is withheld", () => {
    card({ id: "p3", house: "Tata" });
    expect(classLink()).toBeNull();
    expect(document.querySelector('a[href^="/classes/"]')).toBeNull();
  });

  it("shows the owner their hidden year without linking it", () => {
    card({
      id: "p4",
      house: "Tata",
      graduation_year: 1998,
      privacy_settings: {
        show_in_directory: true,
        show_contact_info: false,
        show_graduation_year: false,
        allow_messages: true,
      },
    });
    expect(screen.getByText("'98")).toBeTruthy();
    expect(document.querySelector('a[href^="/classes/"]')).toBeNull();
  });
});
