import { Fragment } from "react";

/** An http(s) address in a message, up to the first space or closing bracket. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>()"']+[^\s<>()"'.,;:!?]/g;

/**
 * A message's text with its web addresses as links, except while the server marks them inert: a
 * first message from someone the reader never answered (decision 120) shows its addresses as plain
 * text until the reader replies. The links leave the portal without its referrer or its trust.
 */
export function MessageText({ content, linksInert }: { content: string; linksInert: boolean }) {
  if (linksInert) return <>{content}</>;
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of content.matchAll(WEB_ADDRESS)) {
    parts.push(content.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(content.slice(last));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <Fragment key={i}>{p}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {p.href}
          </a>
        ),
      )}
    </>
  );
}
