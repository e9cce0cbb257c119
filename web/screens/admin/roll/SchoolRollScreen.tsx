import { ROLL_TEXT, type RollYearList } from "@contract/school-roll";
import { TableCell, TableHead } from "@/components/ui/table";
import { AdminListScreen, useAdminListState } from "../components/AdminListScreen";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { SortHeader } from "../components/SortHeader";
import { NotReachableCard } from "./NotReachableCard";
import { RollImportCard } from "./RollImportCard";

/**
 * The office's School roll (issue 26 item 1, decision 108): the import, and per year how many
 * are on the roll, joined, invited and not reachable (no e-mail on the roll, not joined, and no
 * invitation mail that went out).
 */
export function SchoolRollScreen() {
  const { table, list } = useAdminListState<RollYearList, "year">("roll/years", {
    sort: "year",
    dir: "desc",
  });
  return (
    <AdminListScreen
      header={
        <>
          <AdminPageHeader title={ROLL_TEXT.importTitle} description={ROLL_TEXT.importDescription} />
          <RollImportCard />
          <NotReachableCard />
        </>
      }
      table={table}
      query={list}
      search={{ label: "Search years", placeholder: "Search by year..." }}
      errorMessage="The school roll could not be loaded."
      emptyTitle="No one is on the school roll yet"
      emptyHint="Import the roll above to see each year here."
      label="School roll by year"
      actions={false}
      columns={[
        <SortHeader key="year" field="year" label="Year" table={table} />,
        <TableHead key="on">On the roll</TableHead>,
        <TableHead key="joined">Joined</TableHead>,
        <TableHead key="invited">Invited</TableHead>,
        <TableHead key="unreachable">Not reachable</TableHead>,
      ]}
      cells={(row) => (
        <>
          <TableCell className="font-medium">{row.year}</TableCell>
          <TableCell>{row.on_roll}</TableCell>
          <TableCell>{row.joined}</TableCell>
          <TableCell>{row.invited}</TableCell>
          <TableCell>{row.not_reachable}</TableCell>
        </>
      )}
    />
  );
}
