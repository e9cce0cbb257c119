import { HeadObjectCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadAvatarPng } from "../test/fixtures";
import { call, createMember, createTestApp, type TestContext } from "../test/harness";
import { expectStoresReadsAndRemoves } from "../test/storage-round-trip";
import { testTempDir } from "../test/temp-dirs";
import { createS3Storage } from "./s3-storage";

/** Avatars in an S3-compatible bucket, against a local S3 server (s3rver) started here. Decision 069. */
let s3: S3rver;
let endpoint: string;
let ctx: TestContext;
const BUCKET = "alumni-uploads";
const s3Env = () => ({
  STORAGE: "s3",
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: testTempDir("s3rver-"),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ env: s3Env() });
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const bucket = () =>
  createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });

async function inBucket(key: string): Promise<boolean> {
  try {
    await bucket().client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

describe("S3 store", () => {
  it("stores, reads back and removes a file; refuses unsafe keys; a missing key is null", async () => {
    const storage = bucket();
    await expectStoresReadsAndRemoves(storage);
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/unsafe/);
    expect(await storage.get("../../etc/passwd")).toBeNull();
  });

  it("an uploaded avatar is stored in the bucket and served from it; a new one replaces it there", async () => {
    const member = await createMember(ctx);
    const first = await uploadAvatarPng(ctx, member, "#2a6");
    const key = first.replace("/uploads/", "");
    expect(key).toMatch(new RegExp(`^avatars/${member.userId}/\\d+\\.webp$`));
    expect(await inBucket(key)).toBe(true);

    const served = await ctx.app.inject({ method: "GET", url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    expect(served.rawPayload.equals((await bucket().get(key))?.body as Buffer)).toBe(true);
    const again = await ctx.app.inject({
      method: "GET",
      url: first,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    await new Promise((r) => setTimeout(r, 5));
    const second = await uploadAvatarPng(ctx, member, "#a26");
    expect(await inBucket(second.replace("/uploads/", ""))).toBe(true);
    expect(await inBucket(key)).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: first })).statusCode).toBe(404);

    // Deleting the account removes the picture from the bucket too.
    expect(
      (await call(ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, member.cookie)).status,
    ).toBe(200);
    expect(await inBucket(second.replace("/uploads/", ""))).toBe(false);
  });

  it("needs a bucket name; the database stays the default store with DATABASE_URL", async () => {
    const { loadConfig } = await import("../config");
    expect(() => loadConfig({ DATA_DIR: "/tmp/alumni-s3-test", STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(
      loadConfig({ DATA_DIR: "/tmp/alumni-s3-test", DATABASE_URL: "postgres://a@127.0.0.1/b" }).storage,
    ).toBe("database");
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-s3-test", ...s3Env() }).s3).toMatchObject({
      bucket: BUCKET,
      forcePathStyle: true,
    });
  });
});
