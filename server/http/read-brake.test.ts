import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadBrakeRefusalDto } from "../../contract/brakes";
import { BRAKE_TEXT } from "../../contract/ui-text";
import { putBrakes } from "../test/brakes";
import { eventually } from "../test/change-feed-fakes";
import { createMember, createTestApp, grantRole, type Member, type TestContext } from "../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp-server";

// Issue 28 item 5 (decision 120): directory, search and profile reads past the office's hourly
// limit are slowed, then refused with a 429 that says why, and the office sees who; the sitemap
// stays open. With the database store every server counts into one allowance (PostgreSQL: two
// servers; PGlite cannot share a database, so one there).
const LIMIT = 20;
const servers: TestContext[] = [];
let office: Member;
let smtp: TestSmtpServer;
beforeAll(async () => {
  const env = { RATE_LIMIT_STORE: process.env.TEST_DB === "postgres" ? "database" : "memory" };
  // One SMTP server for both: either server's queue worker may deliver the other's sign-up mail.
  smtp = await startSmtpServer();
  servers.push(await createTestApp({ rateLimit: true, env, smtp }));
  if (process.env.TEST_DB === "postgres") {
    servers.push(await createTestApp({ rateLimit: true, env, database: servers[0].database, smtp }));
  }
  office = await createMember(servers[0]);
  await grantRole(servers[0], office.userId, "admin");
  await putBrakes(servers[0], office.cookie, { directory_reads_per_hour: LIMIT });
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.close();
  await smtp.close();
});

/** One read, alternating between the servers, from a client address, as a member or a visitor. */
const read = (i: number, url: string, address: string, cookie?: string) =>
  servers[i % servers.length].app.inject({
    method: "GET",
    url,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });

/** The office's list, once it holds a row like `expected` (the refusal is written after the answer). */
async function officeListHolds(expected: (r: ReadBrakeRefusalDto) => boolean) {
  await eventually(async () => {
    const list = await servers[0].app.inject({
      method: "GET",
      url: "/api/v1/admin/read-brake/refusals",
      headers: { cookie: office.cookie },
    });
    return list.json().refusals.some(expected);
  });
}

describe("the scraping brake", () => {
  it("slows a visitor's address past three quarters of the limit, refuses it past the limit, and keeps the sitemap open", async () => {
    const address = "203.0.113.9";
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++)
      answers.push(await read(i, `/api/v1/profiles?page=${i + 1}`, address));
    expect(answers.slice(0, LIMIT).map((a) => a.statusCode)).toEqual(Array(LIMIT).fill(200));
    expect(answers.slice(0, 15).map((a) => a.headers["x-slowed-ms"])).toEqual(Array(15).fill(undefined));
    expect(answers.slice(15, LIMIT).map((a) => Number(a.headers["x-slowed-ms"]))).toEqual([
      200, 400, 600, 800, 1000,
    ]);
    const refused = answers[LIMIT];
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: "RATE_LIMITED", message: BRAKE_TEXT.tooManyReads });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A profile read counts with the directory; another address has its own allowance.
    expect((await read(0, `/api/v1/profiles/${office.profileId}`, address)).statusCode).toBe(429);
    expect((await read(1, `/api/v1/profiles/${office.profileId}`, "203.0.113.10")).statusCode).toBe(200);
    // Crawlers keep the sitemap.
    expect((await read(0, "/sitemap.xml", address)).statusCode).toBe(200);

    await officeListHolds((r) => r.member === null && r.address === address && r.refused === 2);
  });

  it("counts a signed-in member by account, whatever the address", async () => {
    const member = await createMember(servers[0]);
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await read(i, "/api/v1/profiles?search=a&limit=6", `198.51.100.${i + 1}`, member.cookie)).statusCode,
      ).toBe(200);
    }
    const refused = await read(LIMIT, "/api/v1/profiles?search=b&limit=6", "198.51.100.200", member.cookie);
    expect(refused.statusCode).toBe(429);
    await officeListHolds(
      (r) => r.member?.user_id === member.userId && r.address === null && r.refused === 1,
    );
    // The office reads its own directory freely.
    expect((await read(0, "/api/v1/profiles", "198.51.100.200", office.cookie)).statusCode).toBe(200);
  });

  it("counts a long list as the directory pages it may hold (second review, M5)", async () => {
    const address = "203.0.113.77";
    // 240 rows: ten pages of 24. Twice that is past the allowance of 20.
    expect((await read(0, "/api/v1/profiles?limit=240", address)).statusCode).toBe(200);
    expect((await read(1, "/api/v1/profiles?limit=24", address)).statusCode).toBe(200);
    expect((await read(0, "/api/v1/profiles?limit=240", address)).statusCode).toBe(429);
    // The largest list (1000 rows, 42 pages' worth) is refused at once on a fresh address.
    expect((await read(1, "/api/v1/profiles?limit=1000", "203.0.113.78")).statusCode).toBe(429);
  });
});
