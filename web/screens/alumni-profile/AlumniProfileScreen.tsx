import { SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowLeft, GraduationCap, Linkedin, MapPin, UserX } from "lucide-react";
import { lazy, Suspense } from "react";
import { useHousesQuery } from "@/api/house-cup";
import { useProfileQuery } from "@/api/profiles";
import { useAuth } from "@/auth/auth-context";
import { ConnectAction } from "@/components/alumni/ConnectAction";
import { HouseBadge } from "@/components/alumni/HouseBadge";
import { VerifiedAlumnusBadge } from "@/components/alumni/ProfileMarkBadges";
import { PageContainer } from "@/components/PageContainer";
import { LazySafetyActions } from "@/components/safety/LazySafetyActions";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LoadingIndicator } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/page-meta";
import { usePageUrl } from "@/lib/page-url";
import { Link, useParams } from "@/lib/router";
import { useHydrated } from "@/lib/use-hydrated";
import { InMemoriamLine } from "./InMemoriamLine";
import { BadgeSection, ProfileSection } from "./ProfileSection";
import { personJsonLd } from "./person-json-ld";
import { SharedWithMembers } from "./SharedWithMembers";

/* Signed-in viewers only (issue 27, item 5): a chunk of its own, out of a visitor's page. */
const EventsAttended = lazy(() => import("./EventsAttended").then((m) => ({ default: m.EventsAttended })));

/** Public profile (spec §2, /alumni/{id}): photo, name, 'role at company', badges, bio, interests, LinkedIn. */
export function AlumniProfileScreen() {
  const { id } = useParams();
  const query = useProfileQuery(id);
  // The house badge's colours, asked for beside the profile rather than once it has arrived:
  // no second wait in the browser, and one render round fewer on the server (decision 134).
  useHousesQuery();
  const pageUrl = usePageUrl();
  const { user } = useAuth();
  // After hydration only: the served page is a visitor's, and a visitor never sees these.
  const signedIn = useHydrated() && user !== null;
  const p = query.data?.profile;
  const inMemoriam = query.data?.in_memoriam ?? null;
  const name = p?.display_name ?? "";
  const work = [p?.currentrole, p?.company].filter(Boolean).join(" at ");
  usePageMeta({
    title: p ? name : query.isError ? SCREEN_MESSAGES.profileNotFound : "Alumni profile",
    description: p ? [name, work, p.location].filter(Boolean).join(" · ") : undefined,
  });

  if (query.isPending) return <LoadingIndicator />;
  if (query.isError || !p) {
    return (
      <PageContainer className="flex flex-col items-center gap-3 py-20 text-center">
        <UserX aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold">{SCREEN_MESSAGES.profileNotFound}</h1>
        <p className="text-muted-foreground">{SCREEN_MESSAGES.profileNotFoundDetail}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/alumni">
            <ArrowLeft aria-hidden="true" /> Back to the directory
          </Link>
        </Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-4xl">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, "<" escaped
        dangerouslySetInnerHTML={{ __html: personJsonLd(p, pageUrl) }}
      />
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to="/alumni">
          <ArrowLeft aria-hidden="true" /> Alumni Directory
        </Link>
      </Button>
      <Card>
        <CardContent className="flex flex-col items-center gap-6 p-6 text-center md:flex-row md:items-start md:p-8 md:text-left">
          <UserAvatar name={name} src={p.avatar_url} className="size-32 text-4xl" />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h1 className="text-3xl font-bold md:text-4xl">{name}</h1>
            {inMemoriam ? (
              <InMemoriamLine yearOfDeath={inMemoriam.year_of_death} classYear={p.graduation_year} />
            ) : null}
            {work ? <p className="text-lg text-muted-foreground">{work}</p> : null}
            <ul aria-label="About" className="flex flex-wrap justify-center gap-2 md:justify-start">
              {p.house ? (
                <li>
                  <HouseBadge house={p.house} suffix="House" />
                </li>
              ) : null}
              {query.data?.verified_alumnus ? (
                <li>
                  <VerifiedAlumnusBadge />
                </li>
              ) : null}
              {p.graduation_year ? (
                <li>
                  <Link to={`/classes/${p.graduation_year}`} className="rounded-full hover:underline">
                    <Badge variant="outline">
                      <GraduationCap aria-hidden="true" className="size-3.5" /> Batch of {p.graduation_year}
                    </Badge>
                  </Link>
                </li>
              ) : null}
              {p.location ? (
                <li>
                  <Badge variant="outline">
                    <MapPin aria-hidden="true" className="size-3.5" /> {p.location}
                  </Badge>
                </li>
              ) : null}
            </ul>
            {/* Message (members), the way to edit one's own, or sign in (visitors); LinkedIn beside it. */}
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap md:self-start">
              {inMemoriam ? null : (
                <div className="flex sm:min-w-40">
                  <ConnectAction profile={p} name={name} label="Message" />
                </div>
              )}
              {p.linkedin_url ? (
                <Button asChild variant="outline">
                  <a href={p.linkedin_url} target="_blank" rel="noopener noreferrer">
                    <Linkedin aria-hidden="true" /> LinkedIn profile
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
              {p.id ? (
                <LazySafetyActions
                  userId={p.user_id ?? null}
                  profileId={p.id}
                  name={name}
                  inMemoriam={Boolean(inMemoriam)}
                />
              ) : null}
            </div>
          </div>
        </CardContent>
      </Card>

      {p.bio ? (
        <ProfileSection id="profile-about" title="About">
          <p className="mt-2 whitespace-pre-line text-foreground">{p.bio}</p>
        </ProfileSection>
      ) : null}
      <BadgeSection id="profile-interests" title="Interests" items={p.interests} />

      <SharedWithMembers profile={p} />
      {p.id && signedIn ? (
        <Suspense fallback={null}>
          <EventsAttended profileId={p.id} userId={p.user_id ?? null} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
