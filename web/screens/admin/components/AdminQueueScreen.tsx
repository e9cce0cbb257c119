import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPageHeader } from "./AdminPageHeader";
import { pageFooter } from "./Pagination";
import { TableStates } from "./states";
import { useTableUrlState } from "./use-table-url-state";

/** One tab of a queue: the items in one status, and what an empty tab says. */
export interface QueueTab<S extends string> {
  status: S;
  label: string;
  empty: string;
}

interface QueuePage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/**
 * The frame of the office's queues (Reports, In memoriam; also a chapter's Reports on its page,
 * decision 126): a tab per status and a page of cards in each, with the loading, error and empty
 * states and the pagination; the tab and the page live in the address, as in every admin list
 * (View → Back finds them). The screen passes what differs: its words, its tabs, its list query
 * and its card.
 */
export function AdminQueueScreen<S extends string, T extends { id: string }>({
  title,
  description,
  tabsLabel,
  tabs,
  useList,
  errorMessage,
  card,
}: {
  title: string;
  description: string;
  /** The tab list's accessible name ("Reports by status"). */
  tabsLabel: string;
  /** The first tab is the default (and what an unknown status in the address shows). */
  tabs: readonly [QueueTab<S>, ...QueueTab<S>[]];
  useList: (
    status: S,
    page: number,
  ) => {
    data: QueuePage<T> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  errorMessage: string;
  card: (item: T) => ReactNode;
}) {
  const table = useTableUrlState<"created_at", "status">({
    sort: "created_at",
    dir: "desc",
    filters: { status: tabs[0].status },
  });
  const tab = tabs.find((t) => t.status === table.filters.status) ?? tabs[0];
  const list = useList(tab.status, table.page);
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      <Tabs value={tab.status} onValueChange={(value) => table.setFilter("status", value)}>
        <TabsList aria-label={tabsLabel}>
          {tabs.map((t) => (
            <TabsTrigger key={t.status} value={t.status}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab.status}>
          <Card>
            <TableStates
              query={list}
              errorMessage={errorMessage}
              empty={list.data?.items.length === 0}
              emptyTitle={tab.empty}
            >
              {(loaded) => (
                <>
                  <ul className="flex flex-col gap-4 p-4">
                    {loaded.items.map((item) => (
                      <li key={item.id}>{card(item)}</li>
                    ))}
                  </ul>
                  {pageFooter(table.setPage)(loaded)}
                </>
              )}
            </TableStates>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
