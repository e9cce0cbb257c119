import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AdminPageHeader, NewRecordLink } from "./AdminPageHeader";
import { StatCard, StatGrid } from "./StatCard";
import { TableStates } from "./states";

export interface Counter {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** A management screen's top: title, description, the "Create …" link and the counters. */
export function ManagementHeader({
  title,
  description,
  create,
  counters,
  loading,
  secondary,
}: {
  title: string;
  description: string;
  create: { to: string; label: string };
  /** Another action beside Create (e.g. Competitions' "Alumni Cup rules"). */
  secondary?: ReactNode;
  counters: Counter[];
  loading: boolean;
}) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <>
            {secondary}
            <NewRecordLink to={create.to}>{create.label}</NewRecordLink>
          </>
        }
      />
      <StatGrid>
        {counters.map((c) => (
          <StatCard key={c.label} label={c.label} value={c.value} icon={c.icon} loading={loading} />
        ))}
      </StatGrid>
    </>
  );
}

type StatesProps<T> = Omit<ComponentProps<typeof TableStates<T>>, "empty" | "children">;

/**
 * The records of a management screen: loading, error and empty states, then a table with its
 * column heads (the last, "Actions", right-aligned), a row per record, and a footer (pagination).
 */
export function RecordTable<T, R>({
  label,
  columns,
  actions = true,
  rows,
  footer,
  children,
  ...states
}: StatesProps<T> & {
  label: string;
  /** Column heads before "Actions": a text, or a head of its own with a key (a sortable one). */
  columns: Array<string | ReactElement>;
  /** Whether the last column is "Actions". */
  actions?: boolean;
  rows: (data: T) => R[];
  footer?: (data: T) => ReactNode;
  children: (row: R) => ReactNode;
}) {
  const data = states.query.data;
  return (
    <TableStates {...states} empty={data !== undefined && rows(data).length === 0}>
      {(loaded) => (
        <>
          {/* The actions column stays in view while a narrow screen scrolls the table sideways;
              its left rule shows where the columns scrolling beneath it go. */}
          <Table
            label={label}
            className={
              actions
                ? "[&_td:last-child]:sticky [&_td:last-child]:right-0 [&_td:last-child]:bg-card [&_td:last-child]:shadow-[inset_1px_0_0_var(--color-border)] [&_th:last-child]:sticky [&_th:last-child]:right-0 [&_th:last-child]:bg-muted [&_th:last-child]:shadow-[inset_1px_0_0_var(--color-border)]"
                : undefined
            }
          >
            <TableHeader>
              <TableRow>
                {columns.map((c) => (typeof c === "string" ? <TableHead key={c}>{c}</TableHead> : c))}
                {actions ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>{rows(loaded).map(children)}</TableBody>
          </Table>
          {footer?.(loaded)}
        </>
      )}
    </TableStates>
  );
}
