import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREEN_MESSAGES } from "../../contract/ui-text";
import { setPrivacy } from "../test/fixtures";
import { createMember, createTestApp, type Member, type TestContext } from "../test/harness";
import { testTempDir } from "../test/temp-dirs";

// Issue 22 item 2, decision 130: a member's landing is the app's shell (decision 115), written
// and compressed once per address and page meta, not per request. A kept shell is only ever
// what its own inputs make: the owner of a hidden profile sees their name in its title, every
// other member the profile's 404, in whatever order they ask.

function webDistWithShell(): string {
  const dir = testTempDir("alumni-member-shells-");
  mkdirSync(path.join(dir, "web"));
  writeFileSync(
    path.join(dir, "web", "index.html"),
    '<html><head><title>Alumni Portal</title><meta name="description" content="Site.">' +
      `<style>${"/* the shell's size */ ".repeat(80)}</style></head><body><div id="root"></div></body></html>`,
  );
  return path.join(dir, "web");
}

let ctx: TestContext;
let anita: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await createTestApp({ webDist: webDistWithShell() });
  anita = await createMember(ctx, { displayName: "Anita Hidden" });
  await setPrivacy(ctx, anita.profileId, { show_in_directory: false });
});
// A hook of its own: each member signs up through the mail queue, slow on a busy machine.
beforeAll(async () => {
  bob = await createMember(ctx, { displayName: "Bob Das" });
});
afterAll(async () => {
  await ctx?.close();
});

const landing = (url: string, m: Member, encoding?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: { cookie: m.cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
  });
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe("a member's landing: the shell, kept by what it is made of", () => {
  it("never carries another member's page: the owner's and another member's shells of one address stay apart", async () => {
    const url = `/alumni/${anita.profileId}`;
    for (let round = 0; round < 2; round++) {
      const own = await landing(url, anita, "br");
      expect(own.statusCode).toBe(200);
      expect(own.headers["cache-control"]).toBe("private, no-cache");
      expect(title(brotliDecompressSync(own.rawPayload).toString())).toBe("Anita Hidden | Alumni Portal");
      const other = await landing(url, bob, "br");
      expect(other.statusCode).toBe(404);
      const html = brotliDecompressSync(other.rawPayload).toString();
      expect(title(html)).toBe(`${SCREEN_MESSAGES.profileNotFound} | Alumni Portal`);
      expect(html).not.toContain("Anita");
    }
  });

  it("is the same page in every encoding, and the same bytes on every request", async () => {
    const plain = await landing("/events", bob);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
    expect(plain.body).not.toContain("Bob Das");
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const first = await landing("/events", bob, encoding);
      expect(first.headers["content-encoding"]).toBe(encoding);
      // By cookie too: a member's shell is marked as theirs, a visitor's is not (below).
      expect(first.headers.vary).toBe("accept-encoding, cookie");
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      // Another member's landing on the same address: the copy made for the first.
      const again = await landing("/events", anita, encoding);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });
});

describe("a member's shell is marked signed in (decision 145), a visitor's never is", () => {
  const marked = (html: string) => /<html[^>]*data-viewer="member"/.test(html);
  it("holds the mark and nothing more of the member; a visitor at the same address gets the unmarked copy", async () => {
    for (let round = 0; round < 2; round++) {
      const member = await landing("/messages", bob);
      expect(member.statusCode).toBe(200);
      expect(marked(member.body)).toBe(true);
      expect(member.body).not.toContain("Bob");
      expect(member.body).not.toContain(bob.email);
      const visitor = await ctx.app.inject({ method: "GET", url: "/messages" });
      expect(visitor.statusCode).toBe(200);
      expect(marked(visitor.body)).toBe(false);
      expect(visitor.body).not.toContain("data-viewer");
    }
  });
});
