import { beforeAll, describe, expect, it } from "vitest";
import type { AlumniCupStandingDto } from "../../../contract/house-cup";
import { insertHouse, setUpAdminTestApp } from "../../test/admin-fixtures";
import { call } from "../../test/harness";
import { dayFromToday, jobPosting } from "../../test/job-postings";

// Issue 27 item 6 (decision 119): "I'm interested" in a job, and the Alumni Cup's job points.
const t = setUpAdminTestApp({
  poster: { displayName: "Pallavi Poster", house: "Kashmir" },
  busy: { displayName: "Bhavesh Busy", house: "Kashmir" },
  r1: { displayName: "Rohan Reader", house: "Jaipur" },
  r2: { displayName: "Rhea Reader", house: "Jaipur" },
});

const day = dayFromToday;
const rules = {
  attended_points: 0,
  mentoring_points: 0,
  invitation_points: 0,
  job_points: 4,
  monthly_cap: 10,
  season_start: day(-40),
  season_end: day(40),
};

async function postJob(cookie: string, title: string): Promise<string> {
  const res = await call(t.ctx, "POST", "/api/v1/jobs", jobPosting({ title }), cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const interest = (id: string, cookie: string, method: "POST" | "DELETE" = "POST") =>
  call(t.ctx, method, `/api/v1/jobs/${id}/interest`, undefined, cookie);

async function cupHouse(name: string): Promise<AlumniCupStandingDto> {
  const res = await call(t.ctx, "GET", "/api/v1/house-cup");
  const found = (res.body.alumni_cup.standings as AlumniCupStandingDto[]).find((s) => s.house.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

let popular: string;
let quiet: string;
beforeAll(async () => {
  await insertHouse(t.ctx, "Kashmir");
  expect((await t.as("PUT", "/api/v1/admin/alumni-cup", rules)).status).toBe(200);
  popular = await postJob(t.poster.cookie, "Backend engineer");
  quiet = await postJob(t.poster.cookie, "Night porter");
});

describe("interest in a job", () => {
  it("is one per member per job, never the poster's own; the poster alone sees the count", async () => {
    expect((await call(t.ctx, "POST", `/api/v1/jobs/${popular}/interest`)).status).toBe(401);
    const own = await interest(popular, t.poster.cookie);
    expect(own.status).toBe(400);
    expect((await interest(popular, t.r1.cookie)).body).toEqual({ interested: true });
    expect((await interest(popular, t.r1.cookie)).status).toBe(200);
    expect((await interest(popular, t.r2.cookie)).status).toBe(200);
    const mine = await call(t.ctx, "GET", `/api/v1/jobs/${popular}`, undefined, t.poster.cookie);
    expect(mine.body).toMatchObject({ interest_count: 2, interested: false });
    const theirs = await call(t.ctx, "GET", `/api/v1/jobs/${popular}`, undefined, t.r1.cookie);
    expect(theirs.body).toMatchObject({ interest_count: null, interested: true });
    // Taking it back is allowed, and idempotent too.
    expect((await interest(quiet, t.r2.cookie)).status).toBe(200);
    expect((await interest(quiet, t.r2.cookie, "DELETE")).body).toEqual({ interested: false });
    expect((await interest(quiet, t.r2.cookie, "DELETE")).status).toBe(200);
  });

  it("earns the poster the job points once per job that received interest, capped per month", async () => {
    // Pallavi: the popular job (2 members interested) counts once; the quiet one, none left.
    expect((await cupHouse("Kashmir")).points).toBe(4);
    expect((await cupHouse("Kashmir")).reasons).toEqual([
      { kind: "job", event_title: null, people: 1, points: 4 },
    ]);
    // The readers' house earns nothing for their interest.
    expect((await cupHouse("Jaipur")).points).toBe(0);
    // Bhavesh posts four jobs that all receive interest: 16 earned, 10 counted (the monthly cap).
    for (const title of ["A", "B", "C", "D"]) {
      const id = await postJob(t.busy.cookie, `Job ${title}`);
      expect((await interest(id, t.r1.cookie)).status).toBe(200);
    }
    expect((await cupHouse("Kashmir")).points).toBe(14);
  });

  it("refuses a job points weight outside 0-100 on its field", async () => {
    const res = await t.as("PUT", "/api/v1/admin/alumni-cup", { ...rules, job_points: 101 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("job_points");
  });
});
