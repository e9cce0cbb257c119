import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES, SCREEN_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { profiles } from "../../db/schema";
import { blackPng, uploadAvatarFile } from "../../test/avatar-upload";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, type Member, ORIGIN } from "../../test/harness";

const t = setUpTestAppWith({
  alice: { displayName: "Alice Rao" },
  bob: { displayName: "Bob Das" },
});

const upload = (member: Member | null, filename: string, contentType: string, body: Buffer) =>
  uploadAvatarFile(t.ctx, member, filename, contentType, body);

const avatarFiles = (userId: string) => {
  const dir = path.join(t.ctx.dataDir, "uploads", "avatars", userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("my profile", () => {
  it("reads the owner's full profile, and refuses visitors", async () => {
    const res = await call(t.ctx, "GET", "/api/v1/profile", undefined, t.alice.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: t.alice.profileId,
      user_id: t.alice.userId,
      display_name: "Alice Rao",
    });
    expect(res.body.privacy_settings).toEqual({
      show_in_directory: true,
      show_contact_info: false,
      show_graduation_year: true,
      allow_messages: true,
      show_events_attended: false,
    });
    expect((await call(t.ctx, "GET", "/api/v1/profile")).status).toBe(401);
  });

  it("says 'Profile not found' when the account has no profile", async () => {
    await t.ctx.database.db.update(profiles).set({ userId: null }).where(eq(profiles.userId, t.bob.userId));
    await t.ctx.changesHeard();
    const res = await call(t.ctx, "GET", "/api/v1/profile", undefined, t.bob.cookie);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(SCREEN_MESSAGES.profileNotFound);
    await t.ctx.database.db
      .update(profiles)
      .set({ userId: t.bob.userId })
      .where(eq(profiles.id, t.bob.profileId));
    await t.ctx.changesHeard();
  });

  it("updates the owner's editable fields: lists cleaned, year as a whole number, privacy", async () => {
    const res = await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      {
        industry: "Finance",
        interests: ["Cricket", " cricket ", "", "Chess"],
        graduation_year: "2004",
        mentorship_availability: true,
        privacy_settings: {
          show_in_directory: false,
          show_contact_info: true,
          show_graduation_year: false,
          allow_messages: false,
        },
      },
      t.alice.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      industry: "Finance",
      interests: ["Cricket", "Chess"],
      graduation_year: 2004,
      mentorship_availability: true,
    });
    expect(res.body.privacy_settings.allow_messages).toBe(false);
    const bad = await call(t.ctx, "PATCH", "/api/v1/profile", { graduation_year: 1800 }, t.alice.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.graduation_year).toBe(VALIDATION.graduationYear);
  });

  it("never writes another member's row or the protected columns", async () => {
    const [before] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, t.bob.profileId));
    for (const body of [
      { id: t.bob.profileId, bio: "hacked" },
      { user_id: t.bob.userId, bio: "hacked" },
      { created_at: "2000-01-01T00:00:00Z" },
      { avatar_url: "https://evil.example/x.png" },
    ]) {
      const res = await call(t.ctx, "PATCH", "/api/v1/profile", body, t.alice.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [after] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, t.bob.profileId));
    expect(after).toEqual(before);
    const [mine] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, t.alice.userId));
    expect(mine.bio).not.toBe("hacked");
    expect(mine.id).toBe(t.alice.profileId);
    expect((await call(t.ctx, "PATCH", "/api/v1/profile", { bio: "x" })).status).toBe(401);
  });

  it("caps the social links at a handful of entries (not thousands of keys in one body)", async () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`net${i}`, "x"]));
    const res = await call(t.ctx, "PATCH", "/api/v1/profile", { social_media_links: many }, t.alice.cookie);
    expect(res.status).toBe(400);
    const [mine] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, t.alice.userId));
    expect(Object.keys(mine.socialMediaLinks ?? {}).length).toBeLessThanOrEqual(20);
    const ok = { "Twitter / X": "https://x.com/alice", GitHub: "https://github.com/alice" };
    expect(
      (await call(t.ctx, "PATCH", "/api/v1/profile", { social_media_links: ok }, t.alice.cookie)).status,
    ).toBe(200);
  });
});

describe("avatar upload", () => {
  it("re-encodes an image to a WebP square with orientation applied and no metadata; removes the old file", async () => {
    // 300×200 JPEG with EXIF orientation 6 (rotate 90°) and a comment in its metadata.
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-owner" } } })
      .toBuffer();
    const first = await upload(t.alice, "me.jpg", "image/jpeg", jpeg);
    expect(first.status).toBe(200);
    expect(first.body.avatar_url).toMatch(new RegExp(`^/uploads/avatars/${t.alice.userId}/\\d+\\.webp$`));
    expect(first.body.message).toBe(PROFILE_MESSAGES.pictureUpdated);

    const served = await t.ctx.app.inject({ method: "GET", url: first.body.avatar_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.width).toBe(meta.height);
    expect(served.rawPayload.includes(Buffer.from("secret-owner"))).toBe(false);

    await new Promise((r) => setTimeout(r, 5));
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#00f" } })
      .png()
      .toBuffer();
    const second = await upload(t.alice, "other.png", "image/png", png);
    expect(second.status).toBe(200);
    expect(avatarFiles(t.alice.userId)).toEqual([path.basename(second.body.avatar_url)]);
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, t.alice.userId));
    expect(row.avatarUrl).toBe(second.body.avatar_url);
  });

  it.each([
    [
      "a 5 MB file",
      "big.jpg",
      "image/jpeg",
      () => Buffer.alloc(5 * 1024 * 1024, 1),
      413,
      VALIDATION.fileTooLarge,
    ],
    [
      "a text file renamed .png",
      "notes.png",
      "image/png",
      () => Buffer.from("just some text\n".repeat(50)),
      400,
      PROFILE_MESSAGES.notAnImage,
    ],
    [
      "an SVG",
      "logo.svg",
      "image/svg+xml",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      400,
      PROFILE_MESSAGES.notAnImage,
    ],
    [
      "a corrupt image",
      "broken.jpg",
      "image/jpeg",
      () =>
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
          Buffer.from("JFIF"),
          Buffer.alloc(300, 7),
        ]),
      400,
      PROFILE_MESSAGES.notAnImage,
    ],
  ])(
    "refuses %s with the right message and stores nothing",
    async (_name, file, type, body, status, message) => {
      const before = avatarFiles(t.bob.userId);
      const [rowBefore] = await t.ctx.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, t.bob.userId));
      const res = await upload(t.bob, file, type, body());
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(avatarFiles(t.bob.userId)).toEqual(before);
      const [rowAfter] = await t.ctx.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, t.bob.userId));
      expect(rowAfter.avatarUrl).toBe(rowBefore.avatarUrl);
    },
  );

  it("refuses a 1 x 40,000,000 px image at once: each side is capped, not only the area", async () => {
    const strip = blackPng(1, 40_000_000);
    const started = Date.now();
    const res = await upload(t.bob, "strip.png", "image/png", strip);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PROFILE_MESSAGES.imageTooLarge);
    expect(Date.now() - started).toBeLessThan(5_000); // it used to decode for ~25 s of CPU
  });

  it("accepts a long but reasonable picture (a 6000 x 400 panorama)", async () => {
    const res = await upload(t.bob, "panorama.png", "image/png", blackPng(6000, 400));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("answers a multipart body without a boundary with a clear 400, not a 500", async () => {
    const send = (contentType: string) =>
      t.ctx.app.inject({
        method: "POST",
        url: "/api/v1/profile/avatar",
        headers: { origin: ORIGIN, "content-type": contentType, cookie: t.bob.cookie },
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      });
    const none = await send("multipart/form-data");
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toEqual({
      code: "VALIDATION_FAILED",
      message: PROFILE_MESSAGES.uploadUnreadable,
    });
    // An empty boundary parses as a form with no file in it.
    const empty = await send("multipart/form-data; boundary=");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(PROFILE_MESSAGES.notAnImage);
  });

  it("refuses visitors", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(null, "a.png", "image/png", png)).status).toBe(401);
  });
});
