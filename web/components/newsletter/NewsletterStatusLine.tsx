import type { MemberNewsletterStatus } from "@contract/member-newsletter";
import { newsletterStatusLines } from "./newsletter-status-text";

/**
 * Home's line telling a signed-in member whether they receive the newsletter (issue 21). Loaded
 * only for members (HomeScreen's newsletter box imports it lazily), so a visitor's home page
 * carries none of its texts (the public JavaScript budget).
 */
export default function NewsletterStatusLine({ status }: { status: MemberNewsletterStatus }) {
  const [first, second] = newsletterStatusLines(status);
  return (
    <p role="status" className="mt-2 text-sm text-navy-100">
      <span className="font-medium text-gold-200">{first}</span>
      {second ? ` ${second}` : null}
    </p>
  );
}
