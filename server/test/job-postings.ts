import { DAY } from "./fixtures";

/** A day `offset` days from today as yyyy-mm-dd (a job's closing day). */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A valid POST /api/v1/jobs body, open for 30 days; `over` changes fields. */
export const jobPosting = (over: Record<string, unknown> = {}) => ({
  title: "Backend engineer",
  company: "Acme",
  location: "Pune",
  remote: false,
  apply_url: "https://acme.example/jobs/1",
  message_me: false,
  closes_on: dayFromToday(30),
  ...over,
});
