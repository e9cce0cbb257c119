import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FilterOption } from "@/components/FilterSelect";
import { TableCell } from "@/components/ui/table";
import {
  AdminListScreen,
  type AdminListScreenProps,
  type ListTable,
  type PagedList,
  TableFilter,
} from "./AdminListScreen";
import { preview } from "./format";
import { ManagementHeader } from "./ManagementLayout";

type CountedList = PagedList<{ id: string }> & { counts: Record<string, number> };

/**
 * The management screen of what the office publishes and moderates (events, news, competitions;
 * issue 29 item 5): `AdminListScreen` under a header with the "Create …" link and counters read
 * from the list's counts, and a status filter before the screen's other filters. A screen passes
 * its texts, which counts to show, and its columns and cells.
 */
export function ContentListScreen<L extends CountedList, T extends L["items"][number] = L["items"][number]>({
  title,
  description,
  create,
  secondary,
  counters,
  table,
  statusFilter,
  filters,
  ...frame
}: Omit<AdminListScreenProps<L, T>, "header" | "table"> & {
  title: string;
  description: string;
  create: { to: string; label: string };
  /** Another action beside Create (e.g. Competitions' "Alumni Cup rules"). */
  secondary?: ReactNode;
  /** The counters: a label, which of the list's counts it shows, and an icon. */
  counters: ReadonlyArray<readonly [label: string, count: keyof L["counts"], icon: LucideIcon]>;
  table: ListTable & {
    filters: Record<"status", string>;
    setFilter: (name: "status", value: string) => void;
  };
  /** The status filter's "everything" label and its statuses. */
  statusFilter: { allLabel: string; options: readonly FilterOption[] };
}) {
  const counts = frame.query.data?.counts;
  return (
    <AdminListScreen<L, T>
      {...frame}
      table={table}
      header={
        <ManagementHeader
          {...{ title, description, create, secondary }}
          loading={frame.query.isPending}
          counters={counters.map(([label, count, icon]) => ({
            label,
            icon,
            value: counts?.[count as string],
          }))}
        />
      }
      filters={
        <>
          <TableFilter
            table={table}
            name="status"
            label="Filter by status"
            className="sm:w-48"
            {...statusFilter}
          />
          {filters}
        </>
      }
    />
  );
}

/**
 * A published thing's first cell: its title, a line shown under it while the table is too
 * narrow for that line's own column (2xl), and the start of its text.
 */
export function SummaryCell({
  title,
  narrowLine,
  text,
  limit,
  className = "min-w-44 max-w-xs",
}: {
  title: string;
  narrowLine: string | null;
  text: string | null;
  limit: number;
  className?: string;
}) {
  return (
    <TableCell className={className}>
      <p className="font-medium text-navy-900">{title}</p>
      {narrowLine ? <p className="text-xs text-muted-foreground 2xl:hidden">{narrowLine}</p> : null}
      {text ? <p className="text-xs text-muted-foreground">{preview(text, limit)}</p> : null}
    </TableCell>
  );
}
