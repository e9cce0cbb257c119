import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES } from "@contract/messages";
import { CheckCircle, Play, Trash2, Trophy, Zap } from "lucide-react";
import {
  useAdminCompetitions,
  useCompetitionTransition,
  useDeleteCompetition,
} from "@/api/admin-competitions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AdminPageHeader, NewRecordLink } from "../components/AdminPageHeader";
import { capitalise, formatDate, preview } from "../components/format";
import { EditLink, RowActions, RowIconButton, ViewLink } from "../components/RowActions";
import { StatCard, StatGrid } from "../components/StatCard";
import { StatusBadge } from "../components/StatusBadge";
import { TableStates } from "../components/states";

/** Spec §2 Competition Management: counters, table, start/complete, view (results), edit, delete. */
export function CompetitionManagement() {
  const list = useAdminCompetitions();
  const { data, isPending } = list;
  const transition = useCompetitionTransition();
  const remove = useDeleteCompetition();
  return (
    <>
      <AdminPageHeader
        title="Competition Management"
        description="Run the House Cup: schedule competitions and record their results."
        actions={<NewRecordLink to="/admin/competitions/new">Create Competition</NewRecordLink>}
      />
      <StatGrid>
        <StatCard label="Total" value={data?.counts.total} icon={Trophy} loading={isPending} />
        <StatCard label="Ongoing" value={data?.counts.ongoing} icon={Zap} loading={isPending} />
        <StatCard label="Completed" value={data?.counts.completed} icon={CheckCircle} loading={isPending} />
      </StatGrid>
      <Card>
        <TableStates
          query={list}
          errorMessage={ADMIN_MESSAGES.competitionsLoadFailed}
          empty={data?.items.length === 0}
          emptyTitle="No competitions yet"
        >
          {(loaded) => (
            <Table label="Competitions">
              <TableHeader>
                <TableRow>
                  <TableHead>Competition</TableHead>
                  <TableHead>Category</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Points Structure</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loaded.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="min-w-64 max-w-sm">
                      <p className="font-medium text-navy-900">{c.name}</p>
                      {c.description ? (
                        <p className="text-xs text-muted-foreground">
                          {preview(c.description, LIMITS.competitionDescriptionPreview)}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell>
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
                            onClick={() => transition.mutate({ id: c.id, verb: "complete" })}
                            aria-label={`Complete ${c.name}`}
                          >
                            <CheckCircle aria-hidden="true" />
                            Complete
                          </Button>
                        ) : null}
                        <ViewLink
                          to={`/admin/competitions/view/${c.id}`}
                          label={`View and record results of ${c.name}`}
                        />
                        <EditLink to={`/admin/competitions/edit/${c.id}`} label={`Edit ${c.name}`} />
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
                ))}
              </TableBody>
            </Table>
          )}
        </TableStates>
      </Card>
    </>
  );
}
