import { LEADER_NEWSLETTER_TEXT } from "@contract/newsletter-leaders";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  useNewsletterLeaders,
  useRemoveClassRepresentative,
  useSetClassRepresentative,
  useTrustLeader,
} from "@/api/newsletter-leaders";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { EmptyState, ErrorState, TableSkeleton } from "../components/states";

/**
 * Group leaders (decision 121): the office names a class representative per year; chapter
 * moderators are assigned on the chapter's page. A trusted leader's newsletters skip approval.
 */
export function GroupLeaders() {
  const leaders = useNewsletterLeaders();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Group leaders</CardTitle>
        <CardDescription>
          Class representatives write to their class year, chapter moderators to their chapter. Their
          newsletters wait for your approval unless you trust them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <NameRepresentative />
        {leaders.isError ? (
          <ErrorState message="Failed to load the group leaders" onRetry={() => leaders.refetch()} />
        ) : leaders.isPending ? (
          <TableSkeleton rows={2} />
        ) : leaders.data.class_representatives.length + leaders.data.chapter_moderators.length === 0 ? (
          <EmptyState title="No group leaders yet" />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {leaders.data.class_representatives.map((r) => (
              <Leader
                key={`year-${r.year}`}
                group={LEADER_NEWSLETTER_TEXT.classRepresentative(r.year)}
                name={r.name}
                userId={r.user_id}
                trusted={r.trusted}
                removeYear={r.year}
              />
            ))}
            {leaders.data.chapter_moderators.map((m) => (
              <Leader
                key={`chapter-${m.chapter_id}-${m.user_id}`}
                group={LEADER_NEWSLETTER_TEXT.chapterGroup(m.chapter)}
                name={m.name}
                userId={m.user_id}
                trusted={m.trusted}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Leader(props: {
  group: string;
  name: string;
  userId: string;
  trusted: boolean;
  removeYear?: number;
}) {
  const trust = useTrustLeader();
  const remove = useRemoveClassRepresentative();
  const id = `trust-${props.group}-${props.userId}`.replace(/[^A-Za-z0-9-]/g, "-");
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-navy-900">{props.name}</p>
        <p className="text-xs text-muted-foreground">{props.group}</p>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-sm">
          Trusted
        </label>
        <Switch
          id={id}
          checked={props.trusted}
          disabled={trust.isPending}
          onCheckedChange={(trusted) => trust.mutate({ userId: props.userId, trusted })}
        />
        {props.removeYear !== undefined ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Remove the ${props.group.toLowerCase()}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(props.removeYear as number)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Name (or replace) a year's class representative by their e-mail address. */
function NameRepresentative() {
  const [year, setYear] = useState("");
  const [email, setEmail] = useState("");
  const save = useSetClassRepresentative(() => {
    setYear("");
    setEmail("");
  });
  const validYear = /^\d{4}$/.test(year);
  return (
    <form
      className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (validYear) save.mutate({ year: Number(year), email });
      }}
    >
      <FormField id="rep-year" label="Class year">
        {(c) => <Input {...c} inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />}
      </FormField>
      <FormField id="rep-email" label="Representative's e-mail">
        {(c) => <Input {...c} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <Button type="submit" disabled={save.isPending || !validYear || !email.includes("@")}>
        Name representative
      </Button>
    </form>
  );
}
