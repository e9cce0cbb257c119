import { type AdminDeathNoticeDto, DEATH_NOTICE_STATUSES, type DeathNoticeStatus } from "@contract/memoriam";
import { useAdminDeathNotices } from "@/api/memoriam";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { pageFooter } from "../components/Pagination";
import { TableStates } from "../components/states";
import { useTableUrlState } from "../components/use-table-url-state";
import { DeathNoticeCard } from "./DeathNoticeCard";

/** The tabs of the queue: notices to verify, those confirmed (reversible), those dismissed. */
const TABS: { status: DeathNoticeStatus; label: string; empty: string }[] = [
  { status: "open", label: "To verify", empty: "No notices to verify" },
  { status: "confirmed", label: "Confirmed", empty: "No confirmed notices" },
  { status: "dismissed", label: "Dismissed", empty: "No dismissed notices" },
];

const asStatus = (value: string): DeathNoticeStatus =>
  (DEATH_NOTICE_STATUSES as readonly string[]).includes(value) ? (value as DeathNoticeStatus) : "open";

/** The office's In memoriam queue (issue 26 item 4, decision 109), built as the Reports queue. */
export function InMemoriamScreen() {
  // The tab and the page live in the address, as in every admin list (View → Back finds them).
  const table = useTableUrlState<"created_at", "status">({
    sort: "created_at",
    dir: "desc",
    filters: { status: "open" },
  });
  const status = asStatus(table.filters.status);
  const list = useAdminDeathNotices(status, table.page);
  const tab = TABS.find((t) => t.status === status) ?? TABS[0];
  return (
    <>
      <AdminPageHeader
        title="In memoriam"
        description="Members' notices of an alumnus's death. Nothing changes on the portal until you confirm one; every step can be undone."
      />
      <Tabs value={status} onValueChange={(value) => table.setFilter("status", value)}>
        <TabsList aria-label="Notices by status">
          {TABS.map((t) => (
            <TabsTrigger key={t.status} value={t.status}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <Card>
            <TableStates
              query={list}
              errorMessage="The notices could not be loaded."
              empty={list.data?.items.length === 0}
              emptyTitle={tab.empty}
            >
              {(loaded) => (
                <>
                  <ul className="flex flex-col gap-4 p-4">
                    {loaded.items.map((n: AdminDeathNoticeDto) => (
                      <li key={n.id}>
                        <DeathNoticeCard notice={n} />
                      </li>
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
