import type { NewsletterAudience } from "@contract/newsletter";
import { useNewsletterAudienceCount } from "@/api/admin-newsletter";
import { useChaptersQuery } from "@/api/community-groups";
import { useHouseNames } from "@/api/house-cup";
import { FormField } from "@/components/FormField";
import { AudienceCountLine } from "@/components/newsletter/AudienceCountLine";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const selectClasses = cn(fieldClasses, "h-10 py-2");

/** A year input's text as the audience's number (empty or unfinished: no bound). */
const yearOf = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : undefined);

/** The class-year range's two ends, each a year field. */
const YEAR_BOUNDS = [
  { key: "year_from", id: "audience-year-from", label: "Class year from", placeholder: "e.g. 1996" },
  { key: "year_to", id: "audience-year-to", label: "Class year to", placeholder: "Same year" },
] as const;

/**
 * The compose form's Audience (issue 25): nothing chosen is all subscribers; each choice
 * narrows to the members matching all of them. Below it, the server's count of who the send
 * would reach, read with the send's own statement.
 */
export function AudienceChooser({
  audience,
  onChange,
}: {
  audience: NewsletterAudience;
  onChange: (next: NewsletterAudience) => void;
}) {
  const houses = useHouseNames();
  const chapters = useChaptersQuery(null).data ?? [];
  // The house and the chapter: each a select whose first choice is "any".
  const choices = [
    {
      key: "house" as const,
      id: "audience-house",
      label: "House",
      anyLabel: "Any house",
      options: houses.map((h) => ({ value: h, label: h })),
    },
    {
      key: "chapter_id" as const,
      id: "audience-chapter",
      label: "Chapter",
      anyLabel: "Any chapter",
      options: chapters.map((ch) => ({ value: ch.id, label: ch.name })),
    },
  ];
  const set = (patch: Partial<NewsletterAudience>) => {
    const next: Record<string, unknown> = { ...audience, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === "") delete next[key];
    onChange(next as NewsletterAudience);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Audience</legend>
      <p className="text-xs text-muted-foreground">
        All subscribers unless you choose below; each choice narrows it to the members who match.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ key, ...select }) => (
          <AnySelect key={key} {...select} value={audience[key]} onPick={(value) => set({ [key]: value })} />
        ))}
        {YEAR_BOUNDS.map(({ key, ...field }) => (
          <YearField key={key} {...field} value={audience[key]} onYear={(year) => set({ [key]: year })} />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={audience.mentors ?? false}
          onChange={(e) => set({ mentors: e.target.checked || undefined })}
        />
        Mentors (members offering mentoring)
      </label>
      <AudienceCount audience={withSingleYear(audience)} />
    </fieldset>
  );
}

/** A native select (a short list; phones show their own picker) whose first choice is "any". */
function AnySelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  options: Array<{ value: string; label: string }>;
  value: string | undefined;
  onPick: (value: string | undefined) => void;
}) {
  return (
    <FormField id={props.id} label={props.label}>
      {(c) => (
        <select
          className={selectClasses}
          {...c}
          value={props.value ?? ""}
          onChange={(e) => props.onPick(e.target.value || undefined)}
        >
          <option value="">{props.anyLabel}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A class year bound; the text is kept as typed, the audience gets a year once it has 4 digits. */
function YearField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: number | undefined;
  onYear: (year: number | undefined) => void;
}) {
  return (
    <FormField id={props.id} label={props.label}>
      {(c) => (
        <Input
          {...c}
          inputMode="numeric"
          placeholder={props.placeholder}
          defaultValue={props.value ?? ""}
          onChange={(e) => props.onYear(yearOf(e.target.value))}
        />
      )}
    </FormField>
  );
}

/** A first year alone is that one year (Class year: one or a range). */
export function withSingleYear(a: NewsletterAudience): NewsletterAudience {
  return a.year_from !== undefined && a.year_to === undefined ? { ...a, year_to: a.year_from } : a;
}

function AudienceCount({ audience }: { audience: NewsletterAudience }) {
  return <AudienceCountLine count={useNewsletterAudienceCount(audience)} />;
}
