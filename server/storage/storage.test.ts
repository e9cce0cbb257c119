import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../db/schema";
import { uploadAvatarPng } from "../test/fixtures";
import { createMember, createTestApp, type TestContext } from "../test/harness";
import { expectStoresReadsAndRemoves } from "../test/storage-round-trip";
import { testTempDir } from "../test/temp-dirs";
import { createDatabaseStorage, createLocalStorage, type Storage } from "./storage";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { STORAGE: "database" } });
});
afterAll(async () => ctx.close());

describe.each([
  ["local", () => createLocalStorage(testTempDir("uploads-"))],
  ["database", () => createDatabaseStorage(ctx.database.db)],
] as Array<[string, () => Storage]>)("%s store", (_kind, make) => {
  it("stores, reads back and removes a file by its public URL", async () => {
    await expectStoresReadsAndRemoves(make());
  });

  it("refuses keys that could leave the store, and ignores URLs that are not ours", async () => {
    const storage = make();
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/unsafe/);
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(storage.keyOf("https://elsewhere.example/uploads/a.webp")).toBeNull();
    await storage.removeByUrl("https://elsewhere.example/a.webp"); // no-op, no throw
  });

  it("finds nothing (rather than failing) for a key that names a folder or goes below a file", async () => {
    const storage = make();
    await storage.put("avatars/u2/1.webp", Buffer.from("x"), "image/webp");
    for (const key of ["avatars", "avatars/u2", "avatars/u2/1.webp/more"])
      expect(await storage.get(key), key).toBeNull();
  });
});

describe("avatars kept in the database (several app servers)", () => {
  it("an uploaded avatar is served from the database with a year-long cache; the previous one is removed", async () => {
    const member = await createMember(ctx);
    const upload = () => uploadAvatarPng(ctx, member);
    const first = await upload();
    await new Promise((r) => setTimeout(r, 5)); // keys carry a millisecond timestamp
    const second = await upload();

    const served = await ctx.app.inject({ method: "GET", url: second });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    // An ETag, so a browser that revalidates (a reload) gets a 304 without the bytes.
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const revalidated = await ctx.app.inject({
      method: "GET",
      url: second,
      headers: { "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const header of [`W/${etag}`, `"other", ${etag}`]) {
      const res = await ctx.app.inject({ method: "GET", url: second, headers: { "if-none-match": header } });
      expect(res.statusCode, header).toBe(304);
    }
    const changed = await ctx.app.inject({
      method: "GET",
      url: second,
      headers: { "if-none-match": '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(served.rawPayload)).toBe(true);

    expect((await ctx.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    const rows = await ctx.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.key, second.slice("/uploads/".length)));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 in the one error shape for a missing or unsafe key", async () => {
    for (const url of ["/uploads/avatars/nobody/1.webp", "/uploads/..%2F..%2Fetc%2Fpasswd"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });
});
