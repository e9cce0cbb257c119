import { formatCount } from "@/lib/format-count";

/**
 * A number that may not be known yet. While it loads, or when loading failed, it shows a dash
 * (and says why to screen readers) — never a 0 that reads as a fact ('Upcoming (0)', 'Total 0').
 * `parenthesized` puts the brackets inside, so a tab reads 'Upcoming (loading)', not '( loading )'.
 */
export function Count({
  value,
  loading = false,
  parenthesized = false,
}: {
  value: number | null | undefined;
  loading?: boolean;
  parenthesized?: boolean;
}) {
  const wrap = (text: string) => (parenthesized ? `(${text})` : text);
  if (typeof value === "number") return <>{wrap(formatCount(value))}</>;
  return (
    <>
      <span aria-hidden="true" data-testid="count-placeholder">
        {wrap("–")}
      </span>
      <span className="sr-only">{wrap(loading ? "loading" : "not available")}</span>
    </>
  );
}
