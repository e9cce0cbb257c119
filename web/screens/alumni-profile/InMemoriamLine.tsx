import { SCREEN_MESSAGES } from "@contract/ui-text";

/**
 * The office's confirmed mark under an alumnus's name (decision 109): In memoriam, with the
 * class year (when its owner showed it) and the year of death (when the office entered it).
 */
export function InMemoriamLine({
  classYear,
  yearOfDeath,
}: {
  classYear: number | null | undefined;
  yearOfDeath: number | null;
}) {
  const years = [classYear ? `Batch of ${classYear}` : null, yearOfDeath ? `Died ${yearOfDeath}` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <p data-testid="in-memoriam" className="text-lg">
      <span className="font-semibold">{SCREEN_MESSAGES.inMemoriam}</span>
      {years ? <span className="text-muted-foreground"> · {years}</span> : null}
    </p>
  );
}
