import { describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY } from "../../contract/profile";
import type { Viewer } from "../auth/viewer";
import type { ProfileRow } from "../modules/profiles/queries";
import { presentProfile, presentProfileForViewer } from "./profile";

// Decision 162: a member's and a visitor's presentation of a kept row (deep-frozen by the shared
// reads) are made once per row object and shared. Each viewer must still get exactly their
// audience's cut, whoever asked first.

const at = new Date("2026-01-01T00:00:00Z");
/** A row as the shared reads keep it: frozen. */
const kept = (changes: Partial<ProfileRow> = {}) => Object.freeze(row(changes));
const row = (changes: Partial<ProfileRow> = {}): ProfileRow => ({
  id: "7d1c5b7e-0000-4000-8000-000000000001",
  userId: "owner-1",
  displayName: "Arjun Mehta",
  house: "Tata",
  graduationYear: 1998,
  currentRole: "Engineer",
  company: "Infosys",
  location: "Pune",
  bio: "Bio",
  phone: "+91 98000 00000",
  linkedinUrl: "https://www.linkedin.com/in/arjun",
  personalWebsite: null,
  avatarUrl: null,
  degreeDetails: null,
  academicAchievements: null,
  industry: "Software",
  specialization: null,
  interests: [],
  hobbies: [],
  languagesSpoken: [],
  volunteerActivities: [],
  mentorshipAvailability: false,
  guestSpeakerAvailability: false,
  jobReferralAvailability: false,
  awardsRecognition: [],
  publications: [],
  certifications: [],
  socialMediaLinks: {},
  privacySettings: { ...DEFAULT_PRIVACY }, // contact details withheld, the year shown
  awaitingVerification: false,
  inMemoriamSince: null,
  yearOfDeath: null,
  admission: null,
  admissionAt: null,
  detailsConfirmedAt: null,
  createdAt: at,
  updatedAt: at,
  ...changes,
});

const viewer = (id: string, roles: Viewer["roles"] = []): Viewer => ({
  user: { id, email: `${id}@example.com`, name: id, emailVerified: true },
  sessionId: `session-${id}`,
  roles,
});

const ASKERS = [
  ["a member", viewer("member-2"), "member"],
  ["a visitor", null, "visitor"],
  ["the owner", viewer("owner-1"), "owner"],
  ["an admin", viewer("admin-3", ["admin"]), "admin"],
] as const;

describe("a profile row presented to each viewer, the same row object asked for again and again", () => {
  it("gives every viewer their own audience's cut, in every order of asking", () => {
    for (const first of ASKERS) {
      const shared = kept();
      const order = [first, ...ASKERS.filter((a) => a !== first), ...ASKERS];
      for (const [who, asker, audience] of order) {
        expect(presentProfileForViewer(shared, asker), `${who}, after ${first[0]} asked first`).toEqual(
          presentProfile(row(), audience),
        );
      }
    }
  });

  it("withholds what the owner keeps private from a member and a visitor, while the owner and an admin see it", () => {
    const shared = kept();
    expect(presentProfileForViewer(shared, viewer("member-2"))).not.toHaveProperty("phone");
    expect(presentProfileForViewer(shared, null)).not.toHaveProperty("phone");
    expect(presentProfileForViewer(shared, null)).not.toHaveProperty("bio");
    expect(presentProfileForViewer(shared, viewer("owner-1"))).toMatchObject({ phone: "+91 98000 00000" });
    expect(presentProfileForViewer(shared, viewer("admin-3", ["admin"]))).toMatchObject({
      phone: "+91 98000 00000",
    });
    expect(presentProfileForViewer(shared, viewer("member-2"))).toMatchObject({
      bio: "Bio",
      graduation_year: 1998,
    });
  });

  it("presents a new row object anew: a row read again after a write is never answered from the old one", () => {
    const before = kept();
    expect(presentProfileForViewer(before, viewer("member-2"))).toMatchObject({ graduation_year: 1998 });
    const after = kept({ privacySettings: { ...DEFAULT_PRIVACY, show_graduation_year: false } });
    expect(presentProfileForViewer(after, viewer("member-2"))).not.toHaveProperty("graduation_year");
    expect(presentProfileForViewer(after, null)).not.toHaveProperty("graduation_year");
    expect(presentProfileForViewer(before, viewer("member-2"))).toMatchObject({ graduation_year: 1998 });
  });

  it("shares a member's presentation frozen, so no request can change what the next one is sent", () => {
    const shared = kept();
    const presented = presentProfileForViewer(shared, viewer("member-2"));
    expect(presentProfileForViewer(shared, viewer("member-4"))).toBe(presented);
    expect(Object.isFrozen(presented)).toBe(true);
    expect(presentProfileForViewer(shared, viewer("owner-1"))).not.toBe(
      presentProfileForViewer(shared, viewer("owner-1")),
    );
  });

  it("presents a row nobody keeps (not frozen) each time, and leaves it as it was", () => {
    const once = row();
    const first = presentProfileForViewer(once, viewer("member-2"));
    expect(presentProfileForViewer(once, viewer("member-2"))).not.toBe(first);
    expect(presentProfileForViewer(once, viewer("member-2"))).toEqual(first);
    expect(Object.isFrozen(once)).toBe(false);
  });
});
