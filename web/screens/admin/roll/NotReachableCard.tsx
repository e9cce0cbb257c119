import { ROLL_TEXT } from "@contract/school-roll";
import { useNotReachable } from "@/api/admin-roll";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { EmptyState, ErrorState, TableSkeleton } from "../components/states";

/**
 * The members the office cannot reach (issue 26 item 5, decision 125): never confirmed their
 * details, and the yearly "still correct?" mail bounced. Listed by name with what the office needs
 * to find them another way; the per-year figure above counts those on the roll.
 */
export function NotReachableCard() {
  const list = useNotReachable();
  return (
    <Card className="mb-4">
      <CardHeader>
        <CardTitle className="text-lg">{ROLL_TEXT.notReachableTitle}</CardTitle>
        <CardDescription>{ROLL_TEXT.notReachableHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <TableSkeleton rows={3} />
        ) : list.isError ? (
          <ErrorState message={ROLL_TEXT.notReachableError} onRetry={() => void list.refetch()} />
        ) : list.data.members.length === 0 ? (
          <EmptyState title={ROLL_TEXT.notReachableEmpty} />
        ) : (
          <Table label={ROLL_TEXT.notReachableTitle}>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>E-mail</TableHead>
                <TableHead>Year</TableHead>
                <TableHead>House</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.members.map((m) => (
                <TableRow key={m.user_id}>
                  <TableCell className="font-medium">{m.name}</TableCell>
                  <TableCell className="break-all">{m.email}</TableCell>
                  <TableCell>{m.graduation_year ?? "—"}</TableCell>
                  <TableCell>{m.house ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
