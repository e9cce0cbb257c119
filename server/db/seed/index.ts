import { sql } from "drizzle-orm";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import { type Database, type Db, queryRows } from "../client";
import {
  competitionResults,
  competitions,
  eventRegistrations,
  events,
  houses,
  news,
  profiles,
  settings,
  user,
} from "../schema";
import { seedChapters } from "./community-groups";
import { EVENTS, PAST_EVENTS, PENDING_EVENTS, REJECTED_EVENTS, type SeedEvent } from "./demo-events";
import { COMPETITIONS, HOUSE_COLOURS } from "./demo-houses";
import { DRAFT_NEWS, NEWS } from "./demo-news";
import { CAREERS, CITIES, FIRST_NAMES, HOBBIES, INTERESTS, LANGUAGES, LAST_NAMES } from "./demo-people";
import { atLocalTime } from "./local-time";
import { createRandom } from "./random";

const SEED = 20_241_125;
const PROFILE_COUNT = 60;
const SEED_LOCK = 727_003;
const DAY = 86_400_000;

/** Seeds demo data when the database has no content yet. Returns whether it seeded. */
export async function seedIfEmpty(database: Database, now = new Date()): Promise<boolean> {
  return database.runExclusive(SEED_LOCK, async () => {
    const [{ n }] = await queryRows<{ n: number | string }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM houses) + (SELECT count(*) FROM profiles) + (SELECT count(*) FROM "user") AS n`,
    );
    if (Number(n) > 0) return false;
    await database.db.transaction((tx) => seedDemo(tx as unknown as Db, now));
    // Fresh statistics so the planner uses the trigram and b-tree indexes at once.
    await database.db.execute(sql`ANALYZE`);
    return true;
  });
}

export async function seedDemo(db: Db, now: Date): Promise<void> {
  const rnd = createRandom(SEED);
  const at = (days: number, hour = 18) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  /** `days` from now at this wall-clock time ("HH:mm") in `zone`: demo events at their local hours. */
  const atLocal = (days: number, time: string, zone: string) =>
    atLocalTime(new Date(now.getTime() + days * DAY), time, zone);

  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const houseRows = await db
    .insert(houses)
    .values([...HOUSE_COLOURS])
    .returning();

  // Alumni: most have accounts (they can be messaged); some are known only to the office.
  const people: Array<typeof profiles.$inferInsert> = [];
  const accounts: Array<typeof user.$inferInsert> = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < PROFILE_COUNT; i++) {
    let name: string;
    do name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    const career = rnd.pick(CAREERS);
    const year = 1960 + Math.floor((i * (2024 - 1960)) / (PROFILE_COUNT - 1));
    const hasAccount = i % 7 !== 3;
    const userId = hasAccount ? crypto.randomUUID() : null;
    if (userId) {
      accounts.push({
        id: userId,
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@alumni.example.org`,
        emailVerified: true,
        createdAt: at(-400 + i * 5),
      });
    }
    const interests = rnd.sample(INTERESTS, rnd.int(1, 5));
    people.push({
      userId,
      displayName: name,
      house: HOUSE_COLOURS[i % HOUSE_COLOURS.length].name,
      graduationYear: year,
      currentRole: i % 11 === 5 ? null : rnd.pick(career.roles),
      company: i % 13 === 7 ? null : rnd.pick(career.companies),
      location: rnd.pick(CITIES),
      industry: career.industry,
      specialization: rnd.pick(career.specializations),
      bio: `${name.split(" ")[0]} left school in ${year} and works in ${career.industry.toLowerCase()}. Always happy to hear from fellow old boys.`,
      phone: `+91 98${String(10_000_000 + i * 7919).slice(0, 8)}`,
      linkedinUrl: `https://www.linkedin.com/in/${name.toLowerCase().replace(/[^a-z]+/g, "-")}`,
      interests,
      hobbies: rnd.sample(HOBBIES, rnd.int(0, 3)),
      languagesSpoken: ["English", ...rnd.sample(LANGUAGES.slice(1), rnd.int(0, 2))],
      mentorshipAvailability: rnd.chance(0.4),
      guestSpeakerAvailability: rnd.chance(0.25),
      jobReferralAvailability: rnd.chance(0.3),
      privacySettings: {
        show_in_directory: i % 17 !== 9,
        show_contact_info: i % 3 === 0,
        show_graduation_year: i % 10 !== 4,
        allow_messages: i % 9 !== 2,
      },
      createdAt: at(-400 + i * 5),
    });
  }
  if (accounts.length) await db.insert(user).values(accounts);
  await db.insert(profiles).values(people);

  // News: published ones spread over the last months (some within 30 days), plus drafts.
  await db.insert(news).values([
    ...NEWS.map((n, i) => ({
      ...n,
      content:
        n.content ??
        "The alumni office thanks everyone who made this possible. More details will follow in the next newsletter.",
      imageUrl: null,
      published: true,
      createdAt: at(-(i * 9 + 2), 9),
      updatedAt: at(-(i * 9 + 2), 9),
    })),
    ...DRAFT_NEWS.map((n, i) => ({
      ...n,
      content: n.summary,
      published: false,
      createdAt: at(-(i + 1), 10),
      updatedAt: at(-(i + 1), 10),
    })),
  ]);

  const organizers = accounts.map((a) => a.id!);
  const eventValues = (
    list: SeedEvent[],
    status: "approved" | "pending" | "rejected",
  ): Array<typeof events.$inferInsert> =>
    list.map((e, i) => {
      const zone = e.timeZone ?? SETTINGS_DEFAULTS.timeZone;
      return {
        title: e.title,
        description: `${e.title}: join fellow alumni for conversation and old stories. Families welcome.`,
        category: e.category,
        location: e.location,
        isVirtual: e.virtual,
        maxAttendees: e.max,
        // At the event's local hours (issue 21: they ran 10:30 PM to 2:30 AM school time).
        timeZone: zone,
        startDate: atLocal(e.days, e.starts, zone),
        endDate: atLocal(e.days, e.ends, zone),
        // Registration closes at 6 PM two days before.
        registrationDeadline: e.days > 0 ? atLocal(e.days - 2, "18:00", zone) : null,
        organizerId: organizers[(i * 5) % organizers.length],
        moderationStatus: status,
        moderatedAt: status === "pending" ? null : at(Math.min(e.days, 0) - 30, 12),
        moderationNotes: status === "rejected" ? "Not in keeping with the network's guidelines." : null,
        createdAt: at(Math.min(e.days, 0) - 40 + i, 12),
      };
    });
  const eventRows = await db
    .insert(events)
    .values([
      ...eventValues(EVENTS, "approved"),
      ...eventValues(PAST_EVENTS, "approved"),
      ...eventValues(PENDING_EVENTS, "pending"),
      ...eventValues(REJECTED_EVENTS, "rejected"),
    ])
    .returning({ id: events.id, status: events.moderationStatus, max: events.maxAttendees });

  const registrations: Array<typeof eventRegistrations.$inferInsert> = [];
  for (const ev of eventRows.filter((e) => e.status === "approved")) {
    const count = Math.min(rnd.int(2, 14), ev.max ?? 99);
    for (const userId of rnd.sample(organizers, count)) {
      registrations.push({
        eventId: ev.id,
        userId,
        status: rnd.pick(["going", "going", "interested", "not-going"]),
      });
    }
  }
  if (registrations.length) await db.insert(eventRegistrations).values(registrations);

  const compRows = await db
    .insert(competitions)
    .values(
      COMPETITIONS.map((c, i) => ({
        name: c.name,
        description: c.description,
        category: c.category,
        status: c.status,
        competitionDate: c.days === null ? null : at(c.days, 10),
        firstPlacePoints: c.points[0],
        secondPlacePoints: c.points[1],
        thirdPlacePoints: c.points[2],
        createdAt: at(-120 + i, 9),
      })),
    )
    .returning({ id: competitions.id });

  const results: Array<typeof competitionResults.$inferInsert> = [];
  COMPETITIONS.forEach((c, i) => {
    c.podium?.forEach((houseIndex, place) => {
      results.push({
        competitionId: compRows[i].id,
        houseId: houseRows[houseIndex].id,
        position: place + 1,
        pointsAwarded: c.points[place],
        createdAt: at((c.days ?? 0) + 1, 12),
      });
    });
  });
  if (results.length) await db.insert(competitionResults).values(results);
  await seedChapters(db, organizers);
}
