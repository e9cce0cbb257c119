import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactElement, ReactNode } from "react";
import { useAdminList } from "@/api/admin-common";
import { type FilterOption, FilterSelect } from "@/components/FilterSelect";
import { Card } from "@/components/ui/card";
import { TableRow } from "@/components/ui/table";
import {
  type BulkAction,
  BulkBar,
  type RowSelection,
  SelectAllHead,
  SelectCell,
  useRowSelection,
} from "./bulk-selection";
import { RecordTable } from "./ManagementLayout";
import { pageFooter } from "./Pagination";
import { DeleteButton } from "./RowActions";
import { TableToolbar } from "./TableToolbar";
import { type TableDefaults, useTableUrlState } from "./use-table-url-state";

export interface PagedList<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** What the frame needs of `useTableUrlState`: the search box and the page. */
export interface ListTable {
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
}

/**
 * A management screen's state: the table's search, filters, sort and page in the URL, the page
 * of records they ask the server for, and the rows ticked on it (none again on a new page).
 */
export function useAdminListState<L, S extends string, F extends string = never>(
  resource: string,
  defaults: TableDefaults<S, F>,
) {
  const table = useTableUrlState<S, F>(defaults);
  const list = useAdminList<L>(resource, table.params);
  const selection = useRowSelection(JSON.stringify(table.params));
  return { table, list, selection };
}

/** What a management screen passes to `AdminListScreen`. */
export interface AdminListScreenProps<L extends PagedList<{ id: string }>, T extends L["items"][number]> {
  header: ReactNode;
  table: ListTable;
  query: UseQueryResult<L>;
  search: { label: string; placeholder: string };
  filters?: ReactNode;
  /** Ticking rows for bulk actions: a box on each row and one in the head for the page. */
  bulk?: {
    selection: RowSelection;
    noun: string;
    selectAllLabel: string;
    rowName: (row: T) => string;
    actions: BulkAction[];
  };
  errorMessage: string;
  emptyTitle: string;
  emptyHint?: string;
  label: string;
  columns: Array<string | ReactElement>;
  /** Whether the last cell of a row is its actions (a list of counts has none). */
  actions?: boolean;
  cells: (row: T) => ReactNode;
}

/**
 * The frame every admin management screen shares (events, news, competitions, alumni): its
 * header, then a card with the search box and the screen's filters, the bulk bar while rows are
 * ticked, and the table with its loading, error and empty states and its pagination. A screen
 * passes in only what differs: the header, the filters, the bulk actions, the columns and the
 * cells of a row (its last cell the row's actions).
 */
export function AdminListScreen<
  L extends PagedList<{ id: string }>,
  T extends L["items"][number] = L["items"][number],
>({
  header,
  table,
  query,
  search,
  filters,
  bulk,
  errorMessage,
  emptyTitle,
  emptyHint,
  label,
  columns,
  actions = true,
  cells,
}: AdminListScreenProps<L, T>) {
  const { data, isPending, isFetching } = query;
  return (
    <>
      {header}
      <Card>
        <TableToolbar
          label={search.label}
          placeholder={search.placeholder}
          table={table}
          updating={isFetching && !isPending}
        >
          {filters}
        </TableToolbar>
        {bulk ? <BulkBar selection={bulk.selection} noun={bulk.noun} actions={bulk.actions} /> : null}
        <RecordTable
          {...{ query, errorMessage, emptyTitle, emptyHint, label, actions }}
          columns={
            bulk
              ? [
                  <SelectAllHead
                    key="select"
                    selection={bulk.selection}
                    ids={data?.items.map((row) => row.id) ?? []}
                    label={bulk.selectAllLabel}
                  />,
                  ...columns,
                ]
              : columns
          }
          rows={(loaded) => loaded.items as T[]}
          footer={pageFooter(table.setPage)}
        >
          {(row) => (
            <TableRow key={row.id}>
              {bulk ? (
                <SelectCell selection={bulk.selection} id={row.id} label={`Select ${bulk.rowName(row)}`} />
              ) : null}
              {cells(row)}
            </TableRow>
          )}
        </RecordTable>
      </Card>
    </>
  );
}

/** A filter above an admin table, kept in the URL by `useTableUrlState` ("all": no filter). */
export function TableFilter<F extends string>({
  table,
  name,
  ...select
}: {
  table: { filters: Record<F, string>; setFilter: (name: F, value: string) => void };
  name: F;
  allLabel: string;
  options: readonly FilterOption[];
  label: string;
  className: string;
}) {
  return (
    <FilterSelect
      value={table.filters[name]}
      onChange={(v) => table.setFilter(name, v)}
      allValue="all"
      {...select}
    />
  );
}

/** A row's delete button: 'Delete "<name>"? This action cannot be undone.' */
export function DeleteRecordButton({
  noun,
  name,
  onConfirm,
}: {
  noun: string;
  name: string;
  onConfirm: () => void;
}) {
  return (
    <DeleteButton
      label={`Delete ${name}`}
      title={`Delete ${noun}`}
      description={`Delete "${name}"? This action cannot be undone.`}
      onConfirm={onConfirm}
    />
  );
}
