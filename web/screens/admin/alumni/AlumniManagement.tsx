import type { AlumniSortField } from "@contract/admin-alumni";
import { ADMIN_MESSAGES, ADMIN_SUCCESS, SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import {
  type AlumniListParams,
  downloadAlumniCsv,
  useAdminAlumni,
  useDeleteAlumnus,
} from "@/api/admin-alumni";
import { SearchInput } from "@/components/SearchInput";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { AdminPageHeader, NewRecordLink } from "../components/AdminPageHeader";
import { formatDate } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { DeleteButton, EditLink, RowActions, ViewLink } from "../components/RowActions";
import { ImportAlumniDialog } from "./ImportAlumniDialog";

const PAGE_SIZE = 25;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

type SortState = { field: AlumniSortField; dir: "asc" | "desc" };

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: AlumniSortField;
  label: string;
  sort: SortState;
  onSort: (field: AlumniSortField) => void;
}) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 uppercase hover:text-navy-900"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}

/** Spec §2 Alumni Management: every profile (newest first), searched, sorted and paged on the server. */
export function AlumniManagement() {
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText, 300);
  const [sort, setSort] = useState<{ field: AlumniSortField; dir: "asc" | "desc" }>({
    field: "created_at",
    dir: "desc",
  });
  // The page resets to 1 whenever the search or the sort changes.
  const listKey = JSON.stringify([search, sort]);
  const [pageState, setPageState] = useState({ key: listKey, page: 1 });
  const page = pageState.key === listKey ? pageState.page : 1;
  const setPage = (p: number) => setPageState({ key: listKey, page: p });
  const params: AlumniListParams = { search, sort: sort.field, dir: sort.dir, page, pageSize: PAGE_SIZE };
  const list = useAdminAlumni(params);
  const { data, isPending, isFetching } = list;
  const remove = useDeleteAlumnus();
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadAlumniCsv();
      toast.success(ADMIN_SUCCESS.alumniExported);
    } catch {
      toast.error(ADMIN_MESSAGES.alumniLoadFailed);
    } finally {
      setExporting(false);
    }
  };

  const sortBy = (field: AlumniSortField) =>
    setSort((s) => ({
      field,
      dir: s.field === field ? (s.dir === "asc" ? "desc" : "asc") : field === "created_at" ? "desc" : "asc",
    }));

  return (
    <>
      <AdminPageHeader
        title="Alumni Management"
        description={data ? `${data.total.toLocaleString("en-US")} alumni profiles` : "All alumni profiles"}
        actions={
          <>
            <Button variant="outline" onClick={onExport} disabled={exporting}>
              <Download aria-hidden="true" />
              {exporting ? "Exporting..." : "Export CSV"}
            </Button>
            <ImportAlumniDialog />
            <NewRecordLink to="/admin/alumni/new">Add Alumni</NewRecordLink>
          </>
        }
      />
      <Card>
        <div className="flex items-center gap-2 border-b border-border p-4">
          <SearchInput
            label="Search alumni"
            placeholder="Search by name, company, or role..."
            className="w-full max-w-md"
            value={searchText}
            onChange={setSearchText}
          />
          {isFetching && !isPending ? <span className="text-xs text-muted-foreground">Updating…</span> : null}
        </div>
        <RecordTable
          query={list}
          errorMessage={ADMIN_MESSAGES.alumniLoadFailed}
          emptyTitle={SCREEN_MESSAGES.noAlumni}
          emptyHint={SCREEN_MESSAGES.noAlumniHint}
          label="Alumni profiles"
          columns={[
            <SortHeader key="name" field="display_name" label="Name" sort={sort} onSort={sortBy} />,
            <SortHeader key="house" field="house" label="House" sort={sort} onSort={sortBy} />,
            <SortHeader
              key="year"
              field="graduation_year"
              label="Graduation Year"
              sort={sort}
              onSort={sortBy}
            />,
            <TableHead key="location" className="hidden 2xl:table-cell">
              Location
            </TableHead>,
            <SortHeader key="created" field="created_at" label="Created" sort={sort} onSort={sortBy} />,
          ]}
          rows={(loaded) => loaded.items}
          footer={pageFooter(setPage)}
        >
          {(p) => (
            <TableRow key={p.id}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <UserAvatar name={p.display_name} src={p.avatar_url} className="size-9 text-xs" />
                  <div className="min-w-0">
                    <p className="font-medium text-navy-900">{p.display_name}</p>
                    <p className="max-w-52 truncate text-xs text-muted-foreground">
                      {[p.currentrole, p.company].filter(Boolean).join(" at ") || "—"}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                {p.house ? (
                  <Badge variant="outline">{p.house}</Badge>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell>{p.graduation_year ?? "—"}</TableCell>
              <TableCell className="hidden 2xl:table-cell">
                <span className="block max-w-36 truncate" title={p.location ?? undefined}>
                  {p.location ?? "—"}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(p.created_at)}</TableCell>
              <TableCell>
                <RowActions>
                  <ViewLink to={`/admin/alumni/view/${p.id}`} label={`View ${p.display_name}`} />
                  <EditLink to={`/admin/alumni/edit/${p.id}`} label={`Edit ${p.display_name}`} />
                  <DeleteButton
                    label={`Delete ${p.display_name}`}
                    title="Delete alumni profile"
                    description={ADMIN_MESSAGES.deleteProfileConfirm}
                    onConfirm={() => remove.mutate(p.id)}
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
