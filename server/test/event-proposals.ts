import { inDays } from "./fixtures";

/**
 * A POST /api/v1/events body as the Propose an event form sends it, starting `daysAhead` days
 * from now, with no end, no limit and no deadline; `over` names the event and changes fields.
 */
export const eventProposal = (
  daysAhead: number,
  over: { title: string; category: string; location: string } & Record<string, unknown>,
) => ({
  start_date: inDays(daysAhead).toISOString(),
  end_date: null,
  max_attendees: "",
  is_virtual: false,
  registration_deadline: null,
  ...over,
});
