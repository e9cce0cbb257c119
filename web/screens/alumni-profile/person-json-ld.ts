import type { ProfileDto } from "@contract/dto";

/** schema.org Person for search engines, from the fields this viewer may see. */
export function personJsonLd(p: ProfileDto, pageUrl: string): string {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: p.display_name,
    url: pageUrl,
  };
  if (p.avatar_url) data.image = p.avatar_url;
  if (p.currentrole) data.jobTitle = p.currentrole;
  if (p.company) data.worksFor = { "@type": "Organization", name: p.company };
  if (p.location) data.address = { "@type": "PostalAddress", addressLocality: p.location };
  if (p.bio) data.description = p.bio;
  if (p.linkedin_url) data.sameAs = [p.linkedin_url];
  if (p.interests?.length) data.knowsAbout = p.interests;
  // "<" escaped so the text can never close the script element it sits in.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
