import type { AdminCompetitionList } from "@contract/admin-content";
import type { CompetitionSortField } from "@contract/admin-office";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES } from "@contract/ui-text";
import { CheckCircle, Play, Trash2, Trophy, Zap } from "lucide-react";
import { useAdminList } from "@/api/admin-common";
import { useCompetitionTransition, useDeleteCompetition } from "@/api/admin-competitions";
import { FilterSelect } from "@/components/FilterSelect";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { capitalise, formatDate, preview } from "../components/format";
import { ManagementHeader, RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { RowActions, RowIconButton, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";
import { TableToolbar } from "../components/TableToolbar";
import { useTableUrlState } from "../components/use-table-url-state";

const COMPETITION_STATUS_OPTIONS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "ongoing", label: "Ongoing" },
  { value: "completed", label: "Completed" },
];

/** Spec §2 Competition Management: counters, table, start/complete, view (results), edit, delete. */
export function CompetitionManagement() {
  const table = useTableUrlState<CompetitionSortField, "status">({
    sort: "created_at",
    dir: "desc",
    descFirst: ["created_at", "competition_date"],
    filters: { status: "all" },
  });
  const list = useAdminList<AdminCompetitionList>("competitions", table.params);
  const { data, isPending, isFetching } = list;
  const transition = useCompetitionTransition();
  const remove = useDeleteCompetition();
  return (
    <>
      <ManagementHeader
        title="Competition Management"
        description="Run the House Cup: schedule competitions and record their results."
        create={{ to: "/admin/competitions/new", label: "Create Competition" }}
        loading={isPending}
        counters={[
          { label: "Total", value: data?.counts.total, icon: Trophy },
          { label: "Ongoing", value: data?.counts.ongoing, icon: Zap },
          { label: "Completed", value: data?.counts.completed, icon: CheckCircle },
        ]}
      />
      <Card>
        <TableToolbar
          label="Search competitions"
          placeholder="Search by name..."
          table={table}
          updating={isFetching && !isPending}
        >
          <FilterSelect
            value={table.filters.status}
            onChange={(v) => table.setFilter("status", v)}
            allValue="all"
            allLabel="All statuses"
            options={COMPETITION_STATUS_OPTIONS}
            label="Filter by status"
            className="sm:w-48"
          />
        </TableToolbar>
        <RecordTable
          query={list}
          errorMessage={ADMIN_MESSAGES.competitionsLoadFailed}
          emptyTitle="No competitions yet"
          label="Competitions"
          columns={[
            <SortHeader key="name" field="name" label="Competition" table={table} />,
            <TableHead key="category" className="hidden 2xl:table-cell">
              Category
            </TableHead>,
            "Status",
            <SortHeader key="date" field="competition_date" label="Date" table={table} />,
            "Points Structure",
          ]}
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(c) => (
            <TableRow key={c.id}>
              <TableCell className="min-w-44 max-w-xs">
                <p className="font-medium text-navy-900">{c.name}</p>
                <p className="text-xs text-muted-foreground 2xl:hidden">{capitalise(c.category)}</p>
                {c.description ? (
                  <p className="text-xs text-muted-foreground">
                    {preview(c.description, LIMITS.competitionDescriptionPreview)}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="hidden 2xl:table-cell">
                <Badge variant="outline">{capitalise(c.category)}</Badge>
              </TableCell>
              <TableCell>
                <StatusBadge status={c.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {c.competition_date ? formatDate(c.competition_date) : "Not set"}
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <p>1st: {c.first_place_points} pts</p>
                <p>2nd: {c.second_place_points} pts</p>
                <p>3rd: {c.third_place_points} pts</p>
              </TableCell>
              <TableCell>
                <RowActions>
                  {c.status === "upcoming" ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="col-span-2"
                      onClick={() => transition.mutate({ id: c.id, verb: "start" })}
                      aria-label={`Start ${c.name}`}
                    >
                      <Play aria-hidden="true" />
                      Start
                    </Button>
                  ) : null}
                  {c.status === "ongoing" ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="col-span-2"
                      onClick={() => transition.mutate({ id: c.id, verb: "complete" })}
                      aria-label={`Complete ${c.name}`}
                    >
                      <CheckCircle aria-hidden="true" />
                      Complete
                    </Button>
                  ) : null}
                  <ViewEditLinks
                    base="/admin/competitions"
                    id={c.id}
                    name={c.name}
                    viewLabel={`View and record results of ${c.name}`}
                  />
                  {/* Spec §2: competitions are deleted without a confirmation. */}
                  <RowIconButton
                    className="text-destructive"
                    aria-label={`Delete ${c.name}`}
                    onClick={() => remove.mutate(c.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </RowIconButton>
                </RowActions>
              </TableCell>
            </TableRow>
          )}
        </RecordTable>
      </Card>
    </>
  );
}
