import { DOOR_OPENS_BEFORE_MS, type DoorWindow, EVENT_WITHOUT_END_RUNS_MS } from "../../../contract/check-in";

export interface TimedEvent {
  startDate: Date;
  endDate: Date | null;
}

/**
 * "While it runs" (decision 111): the door opens two hours before the start (volunteers set up,
 * early guests arrive) and closes at the end; an event without an end runs six hours.
 */
export function doorWindow(e: TimedEvent): { opensAt: Date; closesAt: Date } {
  const opensAt = new Date(e.startDate.getTime() - DOOR_OPENS_BEFORE_MS);
  const closesAt = e.endDate ?? new Date(e.startDate.getTime() + EVENT_WITHOUT_END_RUNS_MS);
  return { opensAt, closesAt };
}

export function isDoorOpen(e: TimedEvent, now: Date): boolean {
  const { opensAt, closesAt } = doorWindow(e);
  return opensAt <= now && now < closesAt;
}

/** Whether the event is over, so who did not come is a no-show. */
export const isEventOver = (e: TimedEvent, now: Date) => doorWindow(e).closesAt <= now;

export function presentWindow(e: TimedEvent): DoorWindow {
  const { opensAt, closesAt } = doorWindow(e);
  return { opens_at: opensAt.toISOString(), closes_at: closesAt.toISOString() };
}
