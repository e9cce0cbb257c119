import type { ProfileMarks } from "@contract/admission";
import { LIMITS } from "@contract/constants";
import type { ProfileDto } from "@contract/dto";
import { Briefcase, Building2, Linkedin, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AvatarLinesSkeleton } from "@/components/ui/skeleton";
import { twoDigitYear } from "@/lib/format";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { ConnectAction } from "./ConnectAction";
import { HouseBadge } from "./HouseBadge";
import { ProfileMarkBadges } from "./ProfileMarkBadges";

/** Spec §2 Alumni card: avatar, name, house and '98, role, company, location, 2 interests + '+N', Connect, LinkedIn. */
export function AlumniCard({
  profile,
  marks,
  children,
}: {
  profile: ProfileDto;
  /** The office's marks beside the profile (Verified alumnus, In memoriam), when the list gives them. */
  marks?: ProfileMarks;
  /** More about this person for the list showing the card (the mentors' offers), at its foot. */
  children?: ReactNode;
}) {
  const name = profile.display_name ?? "Alumnus";
  const interests = profile.interests ?? [];
  const year = twoDigitYear(profile.graduation_year);
  // The year links to its class page like the profile's badge. The server already withholds a
  // hidden year from everyone but the owner and admins; for them the year shows unlinked, since
  // the class page does not list a member who hides it.
  const yearHidden =
    "privacy_settings" in profile && profile.privacy_settings?.show_graduation_year === false;
  const classHref = year && !yearHidden ? `/classes/${profile.graduation_year}` : null;
  const headingId = `alumni-${profile.id}-name`;
  // The card's three facts, each shown only when filled in; the role stands out in full colour.
  const facts = [
    { label: "Role", icon: Briefcase, value: profile.currentrole, className: "text-foreground" },
    { label: "Company", icon: Building2, value: profile.company },
    { label: "Location", icon: MapPin, value: profile.location },
  ];
  return (
    // The card is placed in grids of many widths, so it lays out by its own width: narrow (a
    // 3-column grid beside the home sidebar at 1024 px) the avatar goes above the name so the
    // house badge keeps its whole width. A wrapping row does it, not a container query: the name
    // needs 8.75rem beside the 3.5rem avatar and its gap, so the row breaks below 13rem of card,
    // and 24 query containers doubled the directory's first layout and paint (decision 160).
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start gap-3">
        <UserAvatar name={name} src={profile.avatar_url} className="size-14 text-lg" />
        <div className="min-w-[min(8.75rem,100%)] flex-1">
          <h3 id={headingId} className="truncate font-serif text-lg font-semibold">
            <Link to={`/alumni/${profile.id}`} className="rounded-sm hover:underline">
              {name}
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {profile.house ? <HouseBadge house={profile.house} suffix={classHref ? null : year} /> : null}
            {classHref ? (
              // Its own link beside the name's (the card itself is not a link, so nothing nests).
              // 'Class of' stays in the accessible name even where only '98 shows.
              <Link to={classHref} className="rounded-full hover:underline" data-testid="card-class-year">
                <Badge variant={profile.house ? "outline" : "muted"}>
                  {profile.house ? <span className="sr-only">Class of </span> : "Class of "}
                  {year}
                </Badge>
              </Link>
            ) : null}
            {!profile.house && year && !classHref ? <Badge variant="muted">Class of {year}</Badge> : null}
            <ProfileMarkBadges marks={marks} />
          </div>
        </div>
      </div>

      {/* grid-cols-1 (minmax(0, 1fr)) and min-w-0: a long company or place truncates instead of widening the card. */}
      <dl className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
        {facts.map(({ label, icon: Icon, value, className }) =>
          value ? (
            <div key={label} className="flex items-center gap-2">
              <dt>
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd className={cn("min-w-0 truncate", className)}>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>

      {interests.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Interests">
          {interests.slice(0, LIMITS.cardInterests).map((i) => (
            <li key={i}>
              <Badge variant="outline">{i}</Badge>
            </li>
          ))}
          {interests.length > LIMITS.cardInterests ? (
            <li>
              <Badge variant="muted" aria-label={`${interests.length - LIMITS.cardInterests} more interests`}>
                +{interests.length - LIMITS.cardInterests}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto flex items-center gap-2 pt-1">
        <ConnectAction profile={profile} name={name} />
        {profile.linkedin_url ? (
          <Button asChild variant="outline" size="icon">
            <a
              href={profile.linkedin_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} on LinkedIn (opens in a new tab)`}
            >
              <Linkedin aria-hidden="true" />
            </a>
          </Button>
        ) : null}
      </div>
      {children ? <div className="border-t border-border pt-3">{children}</div> : null}
    </Card>
  );
}

export function AlumniCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <AvatarLinesSkeleton avatar="size-14" lines={["h-4 w-3/4 rounded", "h-3 w-1/3 rounded"]} />
      <div className="space-y-2">
        <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-10 animate-pulse rounded bg-muted" />
    </Card>
  );
}
