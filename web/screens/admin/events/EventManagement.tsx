import type { AdminEventList } from "@contract/admin-content";
import type { EventSortField } from "@contract/admin-office";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES } from "@contract/ui-text";
import { Calendar, Check, CheckCircle, Clock, X, XCircle } from "lucide-react";
import { useBulkAction } from "@/api/admin-bulk";
import { useDeleteEvent, useModerateEvent } from "@/api/admin-events";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableHead } from "@/components/ui/table";
import { eventDate, eventTime } from "../../events/event-format";
import { DeleteRecordButton, TableFilter, useAdminListState } from "../components/AdminListScreen";
import { ContentListScreen, SummaryCell } from "../components/ContentListScreen";
import { ConfirmIconButton, RowActions, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";
import { GoingOfCapacity } from "./GoingOfCapacity";

const STATUS_OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

/** Spec §2 Event Management: counters, status/category filters, the table and moderation. */
export function EventManagement() {
  const { table, list, selection } = useAdminListState<AdminEventList, EventSortField, "status" | "category">(
    "events",
    {
      sort: "created_at",
      dir: "desc",
      descFirst: ["created_at", "start_date"],
      filters: { status: "all", category: "all" },
    },
  );
  const bulk = useBulkAction("events", "event");
  const moderate = useModerateEvent();
  const remove = useDeleteEvent();

  return (
    <ContentListScreen
      title="Event Management"
      description="Review proposed events and manage the calendar."
      create={{ to: "/admin/events/new", label: "Create Event" }}
      counters={[
        ["Total", "total", Calendar],
        ["Pending Review", "pending", Clock],
        ["Approved", "approved", CheckCircle],
        ["Rejected", "rejected", XCircle],
      ]}
      table={table}
      query={list}
      search={{ label: "Search events", placeholder: "Search by title..." }}
      statusFilter={{ allLabel: "All statuses", options: STATUS_OPTIONS }}
      filters={
        <TableFilter
          table={table}
          name="category"
          allLabel="All categories"
          options={list.data?.categories ?? []}
          label="Filter by category"
          className="sm:w-56"
        />
      }
      bulk={{
        selection,
        noun: "event",
        selectAllLabel: "Select all events on this page",
        rowName: (e) => e.title,
        actions: [
          {
            label: "Approve",
            consequence: "They will be listed on the Events page and each proposer will be notified.",
            run: (ids) => bulk.mutate({ action: "approve", ids }),
          },
          {
            label: "Reject",
            destructive: true,
            consequence: "Each proposer will be notified.",
            run: (ids) => bulk.mutate({ action: "reject", ids }),
          },
        ],
      }}
      errorMessage={ADMIN_MESSAGES.eventsLoadFailed}
      emptyTitle="No events found"
      label="Events"
      columns={[
        <SortHeader key="title" field="title" label="Event" table={table} />,
        <SortHeader key="date" field="start_date" label="Date and Time" table={table} />,
        "Location",
        "Going",
        <TableHead key="category" className="hidden 2xl:table-cell">
          Category
        </TableHead>,
        "Status",
      ]}
      cells={(e) => (
        <>
          <SummaryCell
            title={e.title}
            narrowLine={e.category}
            text={e.description}
            limit={LIMITS.eventDescriptionPreview}
          />
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
              <DeleteRecordButton noun="event" name={e.title} onConfirm={() => remove.mutate(e.id)} />
            </RowActions>
          </TableCell>
        </>
      )}
    />
  );
}
