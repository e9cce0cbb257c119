import { expect } from "vitest";
import type { Storage } from "../storage/storage";

/**
 * What every store does, whichever it is (local folder, database, S3 bucket): a file put under
 * a key is served from /uploads/<key>, read back with its content type, and gone once removed
 * by that public URL.
 */
export async function expectStoresReadsAndRemoves(storage: Storage): Promise<void> {
  const url = await storage.put("avatars/u1/1.webp", Buffer.from("webp-bytes"), "image/webp");
  expect(url).toBe("/uploads/avatars/u1/1.webp");
  expect(await storage.get("avatars/u1/1.webp")).toEqual({
    body: Buffer.from("webp-bytes"),
    contentType: "image/webp",
  });
  await storage.removeByUrl(url);
  expect(await storage.get("avatars/u1/1.webp")).toBeNull();
}
