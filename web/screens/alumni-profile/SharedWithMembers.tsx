import type { ProfileDto } from "@contract/dto";
import { Globe, Link2, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BadgeSection, ProfileSection } from "./ProfileSection";

/*
 * What a member sees on another member's page beyond the public subset (issue 21, item 6): the
 * fields the owner shares with members. The server decides what arrives (a visitor's answer has
 * none of these fields, a member's only what the owner's privacy settings share), so this only
 * shows what is there. Labels are My Profile's, so the owner recognises what they shared.
 */

type Listed =
  | "hobbies"
  | "languages_spoken"
  | "volunteer_activities"
  | "awards_recognition"
  | "publications"
  | "certifications";

const OFFERS = [
  ["mentorship_availability", "Available for mentorship"],
  ["guest_speaker_availability", "Available as a guest speaker"],
  ["job_referral_availability", "Open to job referrals"],
] as const;

const WORK = [
  ["industry", "Industry"],
  ["specialization", "Specialization"],
  ["degree_details", "Degree Details"],
  ["academic_achievements", "Academic Achievements"],
] as const;

const LISTS: ReadonlyArray<readonly [Listed, string]> = [
  ["awards_recognition", "Awards & Recognition"],
  ["publications", "Publications"],
  ["certifications", "Certifications"],
  ["hobbies", "Hobbies"],
  ["languages_spoken", "Languages Spoken"],
  ["volunteer_activities", "Volunteer Activities"],
];

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The contact details (only when the owner turned on 'Show my contact information'). */
function Contact({ p }: { p: ProfileDto }) {
  const social = Object.entries(p.social_media_links ?? {}).filter(([, url]) => url);
  if (!p.phone && !p.personal_website && social.length === 0) return null;
  return (
    <ProfileSection id="profile-contact" title="Contact">
      <ul className="mt-3 flex flex-col gap-2">
        {p.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={`tel:${p.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-2">
              {p.phone}
            </a>
          </li>
        ) : null}
        {p.personal_website ? (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <ExternalLink href={p.personal_website}>Personal Website</ExternalLink>
          </li>
        ) : null}
        {social.map(([network, url]) => (
          <li key={network} className="flex items-center gap-2">
            <Link2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {/* Social links were never checked as web addresses (handles are allowed): only an
                http(s) address becomes a link, anything else is shown as text. */}
            {/^https?:\/\//i.test(url) ? (
              <ExternalLink href={url}>{network}</ExternalLink>
            ) : (
              <span className="break-all">
                {network}: {url}
              </span>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function SharedWithMembers({ profile: p }: { profile: ProfileDto }) {
  const offers = OFFERS.filter(([key]) => p[key] === true);
  const work = WORK.filter(([key]) => p[key]);
  // Contact first: how to reach the person is what a member came for.
  return (
    <>
      <Contact p={p} />
      <BadgeSection
        id="profile-giving-back"
        title="Giving back"
        items={offers.map(([, label]) => label)}
        variant="success"
      />
      {work.length > 0 ? (
        <ProfileSection id="profile-work" title="Work and study">
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {work.map(([key, label]) => (
              <div key={key} className="min-w-0">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-line break-words">{p[key]}</dd>
              </div>
            ))}
          </dl>
        </ProfileSection>
      ) : null}
      {LISTS.map(([key, label]) => (
        <BadgeSection key={key} id={`profile-${key}`} title={label} items={p[key]} />
      ))}
    </>
  );
}
