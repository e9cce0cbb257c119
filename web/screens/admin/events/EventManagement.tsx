import type { AdminEventList } from "@contract/admin-content";
import type { EventSortField } from "@contract/admin-office";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES } from "@contract/ui-text";
import { Calendar, Check, CheckCircle, Clock, X, XCircle } from "lucide-react";
import { useBulkAction } from "@/api/admin-bulk";
import { useAdminList } from "@/api/admin-common";
import { useDeleteEvent, useModerateEvent } from "@/api/admin-events";
import { FilterSelect } from "@/components/FilterSelect";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { eventDate, eventTime } from "../../events/event-format";
import { BulkBar, SelectAllHead, SelectCell, useRowSelection } from "../components/bulk-selection";
import { countOf, preview } from "../components/format";
import { ManagementHeader, RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { ConfirmIconButton, DeleteButton, RowActions, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";
import { TableToolbar } from "../components/TableToolbar";
import { useTableUrlState } from "../components/use-table-url-state";
import { GoingOfCapacity } from "./GoingOfCapacity";

const STATUS_OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

/** Spec §2 Event Management: counters, status/category filters, the table and moderation. */
export function EventManagement() {
  const table = useTableUrlState<EventSortField, "status" | "category">({
    sort: "created_at",
    dir: "desc",
    descFirst: ["created_at", "start_date"],
    filters: { status: "all", category: "all" },
  });
  const list = useAdminList<AdminEventList>("events", table.params);
  const { data, isPending, isFetching } = list;
  const selection = useRowSelection(JSON.stringify(table.params));
  const bulk = useBulkAction("events", "event");
  const moderate = useModerateEvent();
  const remove = useDeleteEvent();

  return (
    <>
      <ManagementHeader
        title="Event Management"
        description="Review proposed events and manage the calendar."
        create={{ to: "/admin/events/new", label: "Create Event" }}
        loading={isPending}
        counters={[
          { label: "Total", value: data?.counts.total, icon: Calendar },
          { label: "Pending Review", value: data?.counts.pending, icon: Clock },
          { label: "Approved", value: data?.counts.approved, icon: CheckCircle },
          { label: "Rejected", value: data?.counts.rejected, icon: XCircle },
        ]}
      />
      <Card>
        <TableToolbar
          label="Search events"
          placeholder="Search by title..."
          table={table}
          updating={isFetching && !isPending}
        >
          <FilterSelect
            value={table.filters.status}
            onChange={(v) => table.setFilter("status", v)}
            allValue="all"
            allLabel="All statuses"
            options={STATUS_OPTIONS}
            label="Filter by status"
            className="sm:w-48"
          />
          <FilterSelect
            value={table.filters.category}
            onChange={(v) => table.setFilter("category", v)}
            allValue="all"
            allLabel="All categories"
            options={data?.categories ?? []}
            label="Filter by category"
            className="sm:w-56"
          />
        </TableToolbar>
        <BulkBar
          selection={selection}
          noun="event"
          actions={[
            {
              label: "Approve",
              confirm: (n) => ({
                title: `Approve ${countOf(n, "event")}`,
                description: `Approve ${countOf(n, "selected event")}? They will be listed on the Events page and each proposer will be notified.`,
              }),
              run: (ids) => bulk.mutate({ action: "approve", ids }),
            },
            {
              label: "Reject",
              destructive: true,
              confirm: (n) => ({
                title: `Reject ${countOf(n, "event")}`,
                description: `Reject ${countOf(n, "selected event")}? Each proposer will be notified.`,
              }),
              run: (ids) => bulk.mutate({ action: "reject", ids }),
            },
          ]}
        />
        <RecordTable
          query={list}
          errorMessage={ADMIN_MESSAGES.eventsLoadFailed}
          emptyTitle="No events found"
          label="Events"
          columns={[
            <SelectAllHead
              key="select"
              selection={selection}
              ids={data?.items.map((e) => e.id) ?? []}
              label="Select all events on this page"
            />,
            <SortHeader key="title" field="title" label="Event" table={table} />,
            <SortHeader key="date" field="start_date" label="Date and Time" table={table} />,
            "Location",
            "Going",
            <TableHead key="category" className="hidden 2xl:table-cell">
              Category
            </TableHead>,
            "Status",
          ]}
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(e) => (
            <TableRow key={e.id}>
              <SelectCell selection={selection} id={e.id} label={`Select ${e.title}`} />
              <TableCell className="min-w-44 max-w-xs">
                <p className="font-medium text-navy-900">{e.title}</p>
                <p className="text-xs text-muted-foreground 2xl:hidden">{e.category}</p>
                {e.description ? (
                  <p className="text-xs text-muted-foreground">
                    {preview(e.description, LIMITS.eventDescriptionPreview)}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <p>{eventDate(e)}</p>
                <p className="text-xs text-muted-foreground">{eventTime({ ...e, end_date: null })}</p>
              </TableCell>
              <TableCell className="max-w-40">
                <p>{e.is_virtual ? "Virtual" : e.location}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <GoingOfCapacity going={e.attendee_count} capacity={e.max_attendees} />
              </TableCell>
              <TableCell className="hidden 2xl:table-cell">
                <Badge variant="outline" className="whitespace-normal">
                  {e.category}
                </Badge>
              </TableCell>
              <TableCell>
                <StatusBadge status={e.moderation_status} />
              </TableCell>
              <TableCell>
                <RowActions tight>
                  {e.moderation_status === "pending" ? (
                    <>
                      <ConfirmIconButton
                        label={`Approve ${e.title}`}
                        icon={<Check aria-hidden="true" />}
                        className="text-success"
                        title="Approve event"
                        description={`Approve "${e.title}"? It will be listed on the Events page and the proposer will be notified.`}
                        confirmLabel="Approve"
                        onConfirm={() => moderate.mutate({ id: e.id, status: "approved" })}
                      />
                      <ConfirmIconButton
                        label={`Reject ${e.title}`}
                        icon={<X aria-hidden="true" />}
                        className="text-destructive"
                        title="Reject event"
                        description={`Reject "${e.title}"? The proposer will be notified.`}
                        confirmLabel="Reject"
                        destructive
                        onConfirm={() => moderate.mutate({ id: e.id, status: "rejected" })}
                      />
                    </>
                  ) : null}
                  <ViewEditLinks base="/admin/events" id={e.id} name={e.title} />
                  <DeleteButton
                    label={`Delete ${e.title}`}
                    title="Delete event"
                    description={`Delete "${e.title}"? This action cannot be undone.`}
                    onConfirm={() => remove.mutate(e.id)}
                  />
                </RowActions>
              </TableCell>
            </TableRow>
          )}
        </RecordTable>
      </Card>
    </>
  );
}
