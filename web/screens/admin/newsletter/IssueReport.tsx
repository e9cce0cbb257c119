import type { NewsletterIssueDetail } from "@contract/newsletter";
import { audienceLabel } from "./audience-label";

/**
 * The office's report of an issue (issue 25 item 6, decision 121): who it was for, how many were
 * mailed, delivered and failed (with the reasons), and who unsubscribed through its own link.
 * Counted from the issue's mails only: no tracking pixel, no rewritten link.
 */
export function IssueReport({ issue }: { issue: NewsletterIssueDetail }) {
  const { report } = issue;
  const rows: Array<[string, string]> = [
    ["Audience", audienceLabel(issue.audience)],
    ["Recipients", issue.recipients.toLocaleString("en-US")],
    ["Delivered", report.delivered.toLocaleString("en-US")],
    ["Failed", report.failed.toLocaleString("en-US")],
    ["Unsubscribed from this issue", report.unsubscribed.toLocaleString("en-US")],
  ];
  return (
    <section
      aria-label={`Report of ${issue.subject}`}
      className="flex flex-col gap-2 border-b border-border p-3"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {report.failure_reasons.length > 0 ? (
        <ul className="text-xs text-destructive" aria-label="Why mails failed">
          {report.failure_reasons.map((f) => (
            <li key={f.reason} className="break-words">
              {f.count.toLocaleString("en-US")} × {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
