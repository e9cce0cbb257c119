import type { AdminResultsBody } from "@contract/admin-content";
import { ADMIN_RULES, SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowLeft, Medal, Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useAdminCompetition, useRecordResults } from "@/api/admin-competitions";
import { useAdminHouses } from "@/api/admin-settings";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { useBackTo } from "../components/back-to-list";
import { DetailItem } from "../components/FormCard";
import { capitalise } from "../components/format";
import { StatusBadge } from "../components/StatusBadge";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

type Podium = AdminResultsBody["placements"][number]["position"];

const PLACES = [
  { position: 1, label: "1st Place", colour: "text-gold-600" },
  { position: 2, label: "2nd Place", colour: "text-slate-500" },
  { position: 3, label: "3rd Place", colour: "text-amber-700" },
] as const;
const NONE = "none";

/** A competition's details and its results: the houses placed 1st–3rd (these drive the House Cup). */
export function CompetitionView() {
  const schoolTime = useSchoolTime();
  const { id } = useParams();
  const backTo = useBackTo("/admin/competitions");
  const { data, isPending, error } = useAdminCompetition(id);
  const houses = useAdminHouses();
  const record = useRecordResults(id ?? "");
  const notFound = useLoadFailureRedirect(error, ADMIN_RULES.competitionNotFound, "/admin/competitions");
  const [picks, setPicks] = useState<Record<number, string>>({ 1: NONE, 2: NONE, 3: NONE });
  usePageMeta({ title: data?.competition.name ?? "Competition" });

  useEffect(() => {
    if (!data) return;
    const next: Record<number, string> = { 1: NONE, 2: NONE, 3: NONE };
    for (const r of data.results) next[r.position] = r.house_id;
    setPicks(next);
  }, [data]);

  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.competitionNotFound}</h1>;
  if (isPending || !data)
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const c = data.competition;
  const points = { 1: c.first_place_points, 2: c.second_place_points, 3: c.third_place_points } as Record<
    number,
    number
  >;
  const chosen = Object.entries(picks).filter(([, h]) => h !== NONE);
  const duplicateHouse = new Set(chosen.map(([, h]) => h)).size !== chosen.length;
  const canRecord = c.status !== "upcoming";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Back to Competitions
          </Link>
        </Button>
        <Button asChild>
          <Link to={`/admin/competitions/edit/${c.id}`}>
            <Pencil aria-hidden="true" />
            Edit Competition
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{capitalise(c.category)}</Badge>
            <StatusBadge status={c.status} />
          </div>
          <h1 className="font-serif text-2xl font-semibold leading-tight">{c.name}</h1>
          {c.description ? (
            <CardDescription className="whitespace-pre-line">{c.description}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <DetailItem label="Date">
              {c.competition_date ? schoolTime.date(c.competition_date) : "Not set"}
            </DetailItem>
            <DetailItem label="1st Place">{c.first_place_points} pts</DetailItem>
            <DetailItem label="2nd Place">{c.second_place_points} pts</DetailItem>
            <DetailItem label="3rd Place">{c.third_place_points} pts</DetailItem>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Results</CardTitle>
          <CardDescription>
            {canRecord
              ? "Choose the houses placed 1st, 2nd and 3rd. Each gets the points of its place; the House Cup standings follow."
              : ADMIN_RULES.resultsNeedStart}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {PLACES.map(({ position, label, colour }) => (
              <div key={position} className="flex flex-col gap-1.5">
                <Label htmlFor={`place-${position}`} className="flex items-center gap-1.5">
                  <Medal aria-hidden="true" className={`size-4 ${colour}`} />
                  {label} ({points[position]} pts)
                </Label>
                <Select
                  value={picks[position]}
                  onValueChange={(h) => setPicks((p) => ({ ...p, [position]: h }))}
                  disabled={!canRecord}
                >
                  <SelectTrigger id={`place-${position}`}>
                    <SelectValue placeholder="Select house" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>No house</SelectItem>
                    {(houses.data ?? []).map((h) => (
                      <SelectItem key={h.id} value={h.id}>
                        {h.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            ))}
          </div>
          {duplicateHouse ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              A house can be placed only once.
            </p>
          ) : null}
          <div>
            <Button
              onClick={() =>
                record.mutate(
                  chosen.map(([position, house_id]) => ({ position: Number(position) as Podium, house_id })),
                )
              }
              disabled={!canRecord || chosen.length === 0 || duplicateHouse || record.isPending}
            >
              {record.isPending ? "Saving..." : "Save Results"}
            </Button>
          </div>
          {data.results.length > 0 ? (
            <ul
              className="flex flex-col gap-2 border-t border-border pt-4 text-sm"
              aria-label="Recorded results"
            >
              {data.results.map((r) => (
                <li key={r.id} className="flex items-center gap-2">
                  <span className="w-20 font-medium">{PLACES[r.position - 1]?.label}</span>
                  <span
                    className="size-3 rounded-full"
                    style={{ backgroundColor: r.house.color }}
                    aria-hidden="true"
                  />
                  <span>{r.house.name}</span>
                  <span className="text-muted-foreground">— {r.points_awarded} pts</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.resultsPending}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
