import { ADMIN_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowLeft, ExternalLink, Globe, Linkedin, MapPin, Pencil, Phone } from "lucide-react";
import { useAdminAlumnus } from "@/api/admin-alumni";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AvatarLinesSkeleton, Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { useBackTo } from "../components/back-to-list";
import { DetailCard, DetailItem } from "../components/FormCard";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

/** Spec §2: first two letters of the display name in upper case, 'AL' without a name. */
export const avatarLetters = (name: string | null | undefined) =>
  name?.trim() ? name.trim().slice(0, 2).toUpperCase() : "AL";

const NOT_SPECIFIED = "Not specified";

function BackButton() {
  const backTo = useBackTo("/admin/alumni");
  return (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        Back to Alumni Management
      </Link>
    </Button>
  );
}

function BadgeList({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <DetailCard title={title} className="flex flex-wrap gap-2">
      {items.map((i) => (
        <Badge key={i} variant="secondary">
          {i}
        </Badge>
      ))}
    </DetailCard>
  );
}

/** Spec §2 Alumni view. */
export function AlumniView() {
  const { id } = useParams();
  const { data: p, isPending, error } = useAdminAlumnus(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_MESSAGES.profileLoadFailed, "/admin/alumni");
  usePageMeta({ title: p?.display_name ?? "Alumni Profile" });

  if (notFound)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="font-serif text-2xl font-bold">{SCREEN_MESSAGES.profileNotFound}</h1>
        <BackButton />
      </div>
    );
  if (isPending || !p)
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <AvatarLinesSkeleton avatar="size-20" lines={["h-7 w-56", "h-4 w-40"]} className="gap-4" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );

  const contact = [
    p.phone ? { icon: Phone, node: <a href={`tel:${p.phone}`}>{p.phone}</a> } : null,
    p.location ? { icon: MapPin, node: p.location } : null,
    p.linkedin_url
      ? { icon: Linkedin, node: <ExternalAnchor href={p.linkedin_url}>LinkedIn Profile</ExternalAnchor> }
      : null,
    p.personal_website
      ? { icon: Globe, node: <ExternalAnchor href={p.personal_website}>Personal Website</ExternalAnchor> }
      : null,
  ].filter((c) => c !== null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <BackButton />
        <Button asChild>
          <Link to={`/admin/alumni/edit/${p.id}`}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Link>
        </Button>
      </div>
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
          <Avatar className="size-20 text-2xl">
            {p.avatar_url ? <AvatarImage src={p.avatar_url} alt="" /> : null}
            <AvatarFallback aria-hidden="true">{avatarLetters(p.display_name)}</AvatarFallback>
          </Avatar>
          <div>
            <h1 className="font-serif text-2xl font-bold text-navy-900">{p.display_name}</h1>
            {p.currentrole || p.company ? (
              <p className="text-muted-foreground">
                {[p.currentrole, p.company].filter(Boolean).join(" at ")}
              </p>
            ) : null}
            {p.house ? <Badge className="mt-2">{p.house}</Badge> : null}
            {!p.user_id ? (
              <Badge variant="muted" className="mt-2 ml-2">
                No account
              </Badge>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DetailCard title="Contact Information">
          {contact.length === 0 ? (
            <p className="text-sm text-muted-foreground">No contact details</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {contact.map(({ icon: Icon, node }, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
                <li key={i} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {node}
                </li>
              ))}
            </ul>
          )}
        </DetailCard>
        <DetailCard title="Professional Information">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <DetailItem label="Graduation Year">{p.graduation_year ?? NOT_SPECIFIED}</DetailItem>
            <DetailItem label="Industry">{p.industry || NOT_SPECIFIED}</DetailItem>
            <DetailItem label="Specialization">{p.specialization || NOT_SPECIFIED}</DetailItem>
          </dl>
        </DetailCard>
      </div>
      {p.bio ? (
        <DetailCard title="Biography">
          <p className="text-sm whitespace-pre-line">{p.bio}</p>
        </DetailCard>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <BadgeList title="Interests" items={p.interests} />
        <BadgeList title="Hobbies" items={p.hobbies} />
        <BadgeList title="Languages Spoken" items={p.languages_spoken} />
      </div>
    </div>
  );
}

/** A contact link that leaves the portal: a new tab, and the icon that says so. */
function ExternalAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3" />
    </a>
  );
}
