// The admin authorization test's requests for the content screens: alumni, events, news,
// competitions, houses and users (server/modules/admin/authorization.test.ts).
import { eventDoorVolunteers } from "../db/schema";
import { insertCompetition, insertEvent, insertHouse, insertNews, insertProfile } from "./admin-fixtures";
import { call, createMember, grantRole, type Member, type TestContext } from "./harness";

/** One request to an admin endpoint: where to send it, and its body if any. */
export interface AdminRequest {
  url: string;
  body?: unknown;
}

/** "METHOD /path" of each admin route, with a function making a fresh request to it. */
export type AdminRequests = Record<string, () => Promise<AdminRequest>>;

/** The test's app and its signed-in admin, member and moderator. */
export interface AdminRequestMembers {
  ctx: TestContext;
  admin: Member;
  member: Member;
  moderator: Member;
}

export function adminContentRequests({ ctx, admin, member }: AdminRequestMembers): AdminRequests {
  const eventBody = {
    title: "Careers evening",
    category: "Networking",
    location: "Mumbai",
    start_date: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const newsBody = { title: "New library", category: "General", published: true };
  const competitionBody = {
    name: "Debate",
    category: "arts",
    first_place_points: 10,
    second_place_points: 6,
    third_place_points: 3,
  };
  const csv = "Name,House,Graduation Year\nImported Person,Tata,2001\n";
  const id = async <T extends { id: string }>(p: Promise<T>) => (await p).id;

  return {
    "GET /api/v1/admin/dashboard": async () => ({ url: "/api/v1/admin/dashboard" }),
    "GET /api/v1/admin/alumni": async () => ({ url: "/api/v1/admin/alumni?search=a&sort=display_name" }),
    "POST /api/v1/admin/alumni": async () => ({
      url: "/api/v1/admin/alumni",
      body: { display_name: "Office Known" },
    }),
    "GET /api/v1/admin/alumni/export": async () => ({ url: "/api/v1/admin/alumni/export" }),
    "POST /api/v1/admin/alumni/import": async () => ({ url: "/api/v1/admin/alumni/import", body: { csv } }),
    "POST /api/v1/admin/alumni/import/preview": async () => ({
      url: "/api/v1/admin/alumni/import/preview",
      body: { csv },
    }),
    "GET /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
    }),
    "PATCH /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
      body: { company: "New Co" },
    }),
    "DELETE /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
    }),
    "GET /api/v1/admin/events": async () => ({ url: "/api/v1/admin/events?status=pending" }),
    "POST /api/v1/admin/events": async () => ({ url: "/api/v1/admin/events", body: eventBody }),
    "GET /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
    }),
    "PUT /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
      body: eventBody,
    }),
    "DELETE /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
    }),
    "POST /api/v1/admin/events/:id/approve": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/approve`,
      body: {},
    }),
    "POST /api/v1/admin/events/:id/reject": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/reject`,
      body: {},
    }),
    "GET /api/v1/admin/events/:id/registrations": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/registrations?page=1`,
    }),
    "GET /api/v1/admin/events/:id/registrations/export": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/registrations/export`,
    }),
    // Issue 27: the door (decision 111).
    "GET /api/v1/admin/events/:id/door": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/door`,
    }),
    "POST /api/v1/admin/events/:id/door-volunteers": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/door-volunteers`,
      body: { user_id: member.userId },
    }),
    "DELETE /api/v1/admin/events/:id/door-volunteers/:userId": async () => {
      const eventId = await id(insertEvent(ctx));
      await ctx.database.db.insert(eventDoorVolunteers).values({ eventId, userId: member.userId });
      return { url: `/api/v1/admin/events/${eventId}/door-volunteers/${member.userId}` };
    },
    "POST /api/v1/admin/events/bulk": async () => ({
      url: "/api/v1/admin/events/bulk",
      body: { action: "approve", ids: [await id(insertEvent(ctx))] },
    }),
    "POST /api/v1/admin/news/bulk": async () => ({
      url: "/api/v1/admin/news/bulk",
      body: { action: "publish", ids: [await id(insertNews(ctx))] },
    }),
    "POST /api/v1/admin/alumni/bulk": async () => ({
      url: "/api/v1/admin/alumni/bulk",
      body: { action: "delete", ids: [await id(insertProfile(ctx))] },
    }),
    "GET /api/v1/admin/news": async () => ({ url: "/api/v1/admin/news" }),
    "POST /api/v1/admin/news": async () => ({ url: "/api/v1/admin/news", body: newsBody }),
    "GET /api/v1/admin/news/:id": async () => ({ url: `/api/v1/admin/news/${await id(insertNews(ctx))}` }),
    "PUT /api/v1/admin/news/:id": async () => ({
      url: `/api/v1/admin/news/${await id(insertNews(ctx))}`,
      body: newsBody,
    }),
    "DELETE /api/v1/admin/news/:id": async () => ({ url: `/api/v1/admin/news/${await id(insertNews(ctx))}` }),
    "POST /api/v1/admin/news/:id/publish": async () => ({
      url: `/api/v1/admin/news/${await id(insertNews(ctx))}/publish`,
      body: { published: true },
    }),
    "GET /api/v1/admin/competitions": async () => ({ url: "/api/v1/admin/competitions" }),
    "POST /api/v1/admin/competitions": async () => ({
      url: "/api/v1/admin/competitions",
      body: competitionBody,
    }),
    "GET /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
    }),
    "PUT /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
      body: competitionBody,
    }),
    "DELETE /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
    }),
    "POST /api/v1/admin/competitions/:id/start": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}/start`,
      body: {},
    }),
    "POST /api/v1/admin/competitions/:id/complete": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx, { status: "ongoing" }))}/complete`,
      body: {},
    }),
    "PUT /api/v1/admin/competitions/:id/results": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx, { status: "ongoing" }))}/results`,
      body: { placements: [{ position: 1, house_id: await id(insertHouse(ctx)) }] },
    }),
    "GET /api/v1/admin/users": async () => ({ url: "/api/v1/admin/users" }),
    "POST /api/v1/admin/users/:userId/roles": async () => ({
      url: `/api/v1/admin/users/${(await createMember(ctx)).userId}/roles`,
      body: { role: "moderator" },
    }),
    "DELETE /api/v1/admin/users/:userId/roles/:role": async () => {
      const someone = await createMember(ctx);
      await grantRole(ctx, someone.userId, "moderator");
      return { url: `/api/v1/admin/users/${someone.userId}/roles/moderator` };
    },
    "GET /api/v1/admin/houses": async () => ({ url: "/api/v1/admin/houses" }),
    "POST /api/v1/admin/houses": async () => ({
      url: "/api/v1/admin/houses",
      body: { name: `H ${Math.random()}` },
    }),
    "PUT /api/v1/admin/houses/:id": async () => ({
      url: `/api/v1/admin/houses/${await id(insertHouse(ctx))}`,
      body: { name: `Renamed ${Math.random()}`, color: "#123456" },
    }),
    "DELETE /api/v1/admin/houses/:id": async () => ({
      url: `/api/v1/admin/houses/${await id(insertHouse(ctx))}`,
    }),
    "POST /api/v1/admin/competitions/:id/restore": async () => {
      const deleted = await id(insertCompetition(ctx));
      await call(ctx, "DELETE", `/api/v1/admin/competitions/${deleted}`, undefined, admin.cookie);
      return { url: `/api/v1/admin/competitions/${deleted}/restore`, body: {} };
    },
  };
}
