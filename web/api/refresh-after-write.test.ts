import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { refreshAfterWrite } from "./refresh-after-write";

/** A list "server": each read answers the rows as they are when the read starts, after `delay` ms. */
function listServer(delay: number) {
  let rows = ["kept", "deleted"];
  return {
    read: () => {
      const snapshot = [...rows];
      return new Promise<string[]>((resolve) => setTimeout(() => resolve(snapshot), delay));
    },
    delete: (row: string) => {
      rows = rows.filter((r) => r !== row);
    },
  };
}

describe("refreshAfterWrite", () => {
  it("a list whose first read began before the write shows the rows after it", async () => {
    const queryClient = createQueryClient();
    const server = listServer(20);
    const observer = new QueryObserver(queryClient, { queryKey: ["admin", "list"], queryFn: server.read });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    // The first read is under way (it saw both rows) when the delete succeeds.
    server.delete("deleted");
    await refreshAfterWrite(queryClient, ["admin"]);

    expect(observer.getCurrentResult().data).toEqual(["kept"]);
    expect(seen.filter(Boolean)).toEqual([["kept"]]);
    unsubscribe();
  });

  it("a list that already held rows reads them again", async () => {
    const queryClient = createQueryClient();
    const server = listServer(5);
    const observer = new QueryObserver(queryClient, { queryKey: ["admin", "list"], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    expect(observer.getCurrentResult().data).toEqual(["kept", "deleted"]);

    server.delete("deleted");
    await refreshAfterWrite(queryClient, ["admin"]);
    expect(observer.getCurrentResult().data).toEqual(["kept"]);
    unsubscribe();
  });
});
