import type { AdminCompetitionList } from "@contract/admin-content";
import type { CompetitionSortField } from "@contract/admin-office";
import type { CompetitionStatus } from "@contract/constants";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES, ALUMNI_CUP_ADMIN_TEXT } from "@contract/ui-text";
import { CheckCircle, type LucideIcon, Play, Settings2, Trash2, Trophy, Zap } from "lucide-react";
import { useCompetitionTransition, useDeleteCompetition } from "@/api/admin-competitions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead } from "@/components/ui/table";
import { Link } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { useAdminListState } from "../components/AdminListScreen";
import { ContentListScreen, SummaryCell } from "../components/ContentListScreen";
import { capitalise } from "../components/format";
import { RowActions, RowIconButton, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";

const COMPETITION_STATUS_OPTIONS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "ongoing", label: "Ongoing" },
  { value: "completed", label: "Completed" },
];

/** Spec §4: an upcoming competition is started, an ongoing one completed; a completed one stays. */
const NEXT_STEP: Partial<
  Record<CompetitionStatus, { verb: "start" | "complete"; label: string; icon: LucideIcon }>
> = {
  upcoming: { verb: "start", label: "Start", icon: Play },
  ongoing: { verb: "complete", label: "Complete", icon: CheckCircle },
};

function NextStepButton({
  step,
  name,
  onClick,
}: {
  step: NonNullable<(typeof NEXT_STEP)[CompetitionStatus]>;
  name: string;
  onClick: (verb: "start" | "complete") => void;
}) {
  const Icon = step.icon;
  return (
    <Button
      variant="outline"
      size="sm"
      className="col-span-2"
      onClick={() => onClick(step.verb)}
      aria-label={`${step.label} ${name}`}
    >
      <Icon aria-hidden="true" />
      {step.label}
    </Button>
  );
}

/** Spec §2 Competition Management: counters, table, start/complete, view (results), edit, delete. */
export function CompetitionManagement() {
  const { table, list } = useAdminListState<AdminCompetitionList, CompetitionSortField, "status">(
    "competitions",
    {
      sort: "created_at",
      dir: "desc",
      descFirst: ["created_at", "competition_date"],
      filters: { status: "all" },
    },
  );
  const schoolTime = useSchoolTime();
  const transition = useCompetitionTransition();
  const remove = useDeleteCompetition();
  return (
    <ContentListScreen
      title="Competition Management"
      description="Run the House Cup: schedule competitions and record their results."
      create={{ to: "/admin/competitions/new", label: "Create Competition" }}
      secondary={
        <Button asChild variant="outline">
          <Link to="/admin/competitions/alumni-cup">
            <Settings2 aria-hidden="true" />
            {ALUMNI_CUP_ADMIN_TEXT.link}
          </Link>
        </Button>
      }
      counters={[
        ["Total", "total", Trophy],
        ["Ongoing", "ongoing", Zap],
        ["Completed", "completed", CheckCircle],
      ]}
      table={table}
      query={list}
      search={{ label: "Search competitions", placeholder: "Search by name..." }}
      statusFilter={{ allLabel: "All statuses", options: COMPETITION_STATUS_OPTIONS }}
      errorMessage={ADMIN_MESSAGES.competitionsLoadFailed}
      emptyTitle="No competitions yet"
      label="Competitions"
      columns={[
        <SortHeader key="name" field="name" label="Competition" table={table} />,
        <TableHead key="category" className="hidden 2xl:table-cell">
          Category
        </TableHead>,
        "Status",
        <SortHeader key="date" field="competition_date" label="Date" table={table} />,
        "Points Structure",
      ]}
      cells={(c) => (
        <>
          <SummaryCell
            title={c.name}
            narrowLine={capitalise(c.category)}
            text={c.description}
            limit={LIMITS.competitionDescriptionPreview}
          />
          <TableCell className="hidden 2xl:table-cell">
            <Badge variant="outline">{capitalise(c.category)}</Badge>
          </TableCell>
          <TableCell>
            <StatusBadge status={c.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {c.competition_date ? schoolTime.date(c.competition_date) : "Not set"}
          </TableCell>
          <TableCell className="text-xs whitespace-nowrap">
            <p>1st: {c.first_place_points} pts</p>
            <p>2nd: {c.second_place_points} pts</p>
            <p>3rd: {c.third_place_points} pts</p>
          </TableCell>
          <TableCell>
            <RowActions>
              {NEXT_STEP[c.status] ? (
                <NextStepButton
                  step={NEXT_STEP[c.status]!}
                  name={c.name}
                  onClick={(verb) => transition.mutate({ id: c.id, verb })}
                />
              ) : null}
              <ViewEditLinks
                base="/admin/competitions"
                id={c.id}
                name={c.name}
                viewLabel={`View and record results of ${c.name}`}
              />
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
        </>
      )}
    />
  );
}
