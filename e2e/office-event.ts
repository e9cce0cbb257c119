import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The office creates an approved event starting in an hour (its door is open now); answers its id. */
export async function createEventStartingSoon(adminPage: Page, title: string): Promise<{ id: string }> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const created = await adminPage.request.post("/api/v1/admin/events", {
    headers: { origin },
    data: {
      title,
      category: "Networking",
      location: "Pune",
      start_date: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  return created.json();
}
