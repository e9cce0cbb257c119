import { NEWSLETTER_TEXT, type NewsletterAudience } from "@contract/newsletter";
import { useNewsletterAudienceCount } from "@/api/admin-newsletter";
import { useChaptersQuery } from "@/api/community-groups";
import { useHouseNames } from "@/api/house-cup";
import { FormField } from "@/components/FormField";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const selectClasses = cn(fieldClasses, "h-10 py-2");

/** A year input's text as the audience's number (empty or unfinished: no bound). */
const yearOf = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : undefined);

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
  const chapters = useChaptersQuery(null);
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
        <FormField id="audience-house" label="House">
          {(c) => (
            <select
              className={selectClasses}
              {...c}
              value={audience.house ?? ""}
              onChange={(e) => set({ house: e.target.value || undefined })}
            >
              <option value="">Any house</option>
              {houses.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="audience-chapter" label="Chapter">
          {(c) => (
            <select
              className={selectClasses}
              {...c}
              value={audience.chapter_id ?? ""}
              onChange={(e) => set({ chapter_id: e.target.value || undefined })}
            >
              <option value="">Any chapter</option>
              {(chapters.data ?? []).map((ch) => (
                <option key={ch.id} value={ch.id}>
                  {ch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="audience-year-from" label="Class year from">
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              placeholder="e.g. 1996"
              defaultValue={audience.year_from ?? ""}
              onChange={(e) => set({ year_from: yearOf(e.target.value) })}
            />
          )}
        </FormField>
        <FormField id="audience-year-to" label="Class year to">
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              placeholder="Same year"
              defaultValue={audience.year_to ?? ""}
              onChange={(e) => set({ year_to: yearOf(e.target.value) })}
            />
          )}
        </FormField>
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

/** A first year alone is that one year (Class year: one or a range). */
export function withSingleYear(a: NewsletterAudience): NewsletterAudience {
  return a.year_from !== undefined && a.year_to === undefined ? { ...a, year_to: a.year_from } : a;
}

function AudienceCount({ audience }: { audience: NewsletterAudience }) {
  const count = useNewsletterAudienceCount(audience);
  return (
    <p className="text-sm font-medium" role="status" aria-live="polite">
      {count.isPending
        ? NEWSLETTER_TEXT.audienceCounting
        : count.isError
          ? NEWSLETTER_TEXT.audienceCountFailed
          : NEWSLETTER_TEXT.audienceCount(count.data.recipients)}
    </p>
  );
}
