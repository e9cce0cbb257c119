import type { EventDto } from "@contract/dto";
import type { EventsListResponse } from "@contract/events";
import { type QueryKey, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { putEventInLists } from "./event-writes";
import { eventsQueryKey } from "./events";
import { createQueryClient } from "./query-client";

// The RSVP of a CI failure (member-events.spec.ts): the list read the live channel starts on
// joining was answered before the RSVP was saved and landed after it, putting "RSVP" back.

type Status = EventDto["user_registration_status"];

/** One event's list "server": a read sees the viewer's answer as it is when the read starts. */
function eventsServer() {
  let status: Status = null;
  const held: (() => void)[] = [];
  const event = (s: Status) => ({ id: "e1", title: "Workshop", user_registration_status: s }) as EventDto;
  return {
    read: () => {
      const seen = status;
      return new Promise<EventsListResponse>((resolve) => {
        held.push(() => resolve({ events: [event(seen)] } as EventsListResponse));
      });
    },
    answerReads: () => {
      for (const release of held.splice(0)) release();
    },
    rsvp: (s: Status) => {
      status = s;
      return event(s);
    },
  };
}

type ListObserver = QueryObserver<
  EventsListResponse,
  Error,
  EventsListResponse,
  EventsListResponse,
  QueryKey
>;

const statusIn = (observer: ListObserver) =>
  observer.getCurrentResult().data?.events[0].user_registration_status;

describe("putEventInLists", () => {
  it("an RSVP saved while a list read is under way stays shown when that read lands", async () => {
    const queryClient = createQueryClient();
    const server = eventsServer();
    const queryKey: QueryKey = [...eventsQueryKey, "list", "u1", "upcoming", {}, 1];
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: server.read,
    });
    const unsubscribe = observer.subscribe(() => {});
    server.answerReads();
    await expect.poll(() => statusIn(observer)).toBeNull();

    // A read starts (the live channel joined), then the member's RSVP is saved and answered.
    const reading = observer.refetch();
    putEventInLists(queryClient, server.rsvp("going"));
    expect(statusIn(observer)).toBe("going");

    // The read begun before the write lands; the one made again after it answers too.
    server.answerReads();
    await reading;
    server.answerReads();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(statusIn(observer)).toBe("going");
    unsubscribe();
  });
});
