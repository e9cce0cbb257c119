import type { AlumniCupDto } from "@contract/house-cup";
import { ALUMNI_CUP_TEXT } from "@contract/ui-text";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { HouseName } from "./HouseName";
import { PositionBadge } from "./Medal";

/**
 * The Alumni Cup (issue 27, item 6; decision 119): houses by points per 100 living alumni, each
 * with the reasons for its points — how many of its alumni did what, never who.
 */
export function AlumniCupStandings({ cup }: { cup: AlumniCupDto }) {
  return (
    <section aria-label={ALUMNI_CUP_TEXT.tab} className="flex flex-col gap-3">
      <div className="text-sm text-muted-foreground">
        <p>{ALUMNI_CUP_TEXT.intro}</p>
        <p className="mt-1">
          {/* The season's first and last days are calendar days ("2026-04-01"): in no zone. */}
          {ALUMNI_CUP_TEXT.season(formatDate(cup.season.start, "UTC"), formatDate(cup.season.end, "UTC"))}.{" "}
          {ALUMNI_CUP_TEXT.fairness(cup.rules.monthly_cap)}
        </p>
      </div>
      <ol className="flex flex-col gap-3" aria-label={`${ALUMNI_CUP_TEXT.tab} standings`}>
        {cup.standings.map((s) => (
          <li key={s.house.id} data-testid={`alumni-cup-${s.house.name}`}>
            <Card className="flex flex-col gap-2 p-4">
              <div className="flex items-center gap-4">
                <PositionBadge position={s.position} />
                <div className="min-w-0 flex-1">
                  <HouseName house={s.house} />
                  <p className="mt-1 text-xs text-muted-foreground">
                    {ALUMNI_CUP_TEXT.totals(s.points, s.alumni)}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block font-serif text-2xl font-bold text-navy-900">{s.per_100}</span>
                  <span className="text-xs text-muted-foreground">{ALUMNI_CUP_TEXT.per100}</span>
                </p>
              </div>
              {s.reasons.length === 0 ? (
                <p className="text-sm text-muted-foreground">{ALUMNI_CUP_TEXT.noPoints}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {s.reasons.map((r) => (
                    <li key={`${r.kind}:${r.event_title ?? ""}`} className="break-words">
                      <span className="font-semibold text-navy-900">+{r.points}</span>{" "}
                      {ALUMNI_CUP_TEXT.reason(r)}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
