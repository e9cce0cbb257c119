import type { AlumniSortField } from "@contract/admin-alumni";
import { ADMIN_MESSAGES, ADMIN_SUCCESS, OFFICE_TEXT, SCREEN_MESSAGES } from "@contract/ui-text";
import { Download } from "lucide-react";
import { useState } from "react";
import {
  type AlumniListParams,
  downloadAlumniCsv,
  useAdminAlumni,
  useDeleteAlumnus,
} from "@/api/admin-alumni";
import { useBulkAction } from "@/api/admin-bulk";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";
import { toast } from "@/lib/toast";
import { AdminListScreen } from "../components/AdminListScreen";
import { AdminPageHeader, NewRecordLink } from "../components/AdminPageHeader";
import { useRowSelection } from "../components/bulk-selection";
import { countOf } from "../components/format";
import { DeleteButton, EditLink, RowActions, ViewLink } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { useTableUrlState } from "../components/use-table-url-state";
import { ImportAlumniDialog } from "./ImportAlumniDialog";

const PAGE_SIZE = 25;

/** Spec §2 Alumni Management: every profile (newest first), searched, sorted and paged on the server. */
export function AlumniManagement() {
  const schoolTime = useSchoolTime();
  const table = useTableUrlState<AlumniSortField>({
    sort: "created_at",
    dir: "desc",
    descFirst: ["created_at"],
  });
  const params: AlumniListParams = {
    search: table.search,
    sort: table.sort,
    dir: table.dir,
    page: table.page,
    pageSize: PAGE_SIZE,
  };
  const list = useAdminAlumni(params);
  const { data } = list;
  const remove = useDeleteAlumnus();
  const selection = useRowSelection(JSON.stringify(params));
  const bulk = useBulkAction("alumni", "alumni profile");
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

  return (
    <AdminListScreen
      header={
        <AdminPageHeader
          title="Alumni Management"
          description={data ? countOf(data.total, "alumni profile") : "All alumni profiles"}
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
      }
      table={table}
      query={list}
      search={{ label: "Search alumni", placeholder: "Search by name, company, or role..." }}
      bulk={{
        selection,
        noun: "alumni profile",
        selectAllLabel: "Select all alumni on this page",
        rowName: (p) => p.display_name,
        actions: [
          {
            label: "Delete",
            destructive: true,
            consequence: "Members keep their accounts but lose their profiles. This action cannot be undone.",
            run: (ids) => bulk.mutate({ action: "delete", ids }),
          },
        ],
      }}
      errorMessage={ADMIN_MESSAGES.alumniLoadFailed}
      emptyTitle={SCREEN_MESSAGES.noAlumni}
      emptyHint={SCREEN_MESSAGES.noAlumniHint}
      label="Alumni profiles"
      columns={[
        <SortHeader key="name" field="display_name" label="Name" table={table} />,
        <SortHeader key="house" field="house" label="House" table={table} />,
        <SortHeader key="year" field="graduation_year" label="Graduation Year" table={table} />,
        <TableHead key="location" className="hidden 2xl:table-cell">
          Location
        </TableHead>,
        <SortHeader key="created" field="created_at" label="Created" table={table} />,
      ]}
      cells={(p) => (
        <>
          <TableCell>
            <div className="flex items-center gap-3">
              <UserAvatar name={p.display_name} src={p.avatar_url} className="size-9 text-xs" />
              <div className="min-w-0">
                <p className="font-medium text-navy-900">{p.display_name}</p>
                <p
                  className="max-w-40 truncate text-xs text-muted-foreground lg:max-w-52"
                  title={[p.currentrole, p.company].filter(Boolean).join(" at ") || undefined}
                >
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
          <TableCell className="whitespace-nowrap">{schoolTime.date(p.created_at)}</TableCell>
          <TableCell>
            <RowActions>
              <ViewLink to={`/admin/alumni/view/${p.id}`} label={`View ${p.display_name}`} />
              <EditLink to={`/admin/alumni/edit/${p.id}`} label={`Edit ${p.display_name}`} />
              <DeleteButton
                label={`Delete ${p.display_name}`}
                title="Delete alumni profile"
                description={
                  p.user_id ? OFFICE_TEXT.deleteAccountProfileConfirm : ADMIN_MESSAGES.deleteProfileConfirm
                }
                onConfirm={() => remove.mutate(p.id)}
              />
            </RowActions>
          </TableCell>
        </>
      )}
    />
  );
}
