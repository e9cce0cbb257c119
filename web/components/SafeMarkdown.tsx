import type { Heading, Root } from "mdast";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "@/lib/safe-url";
import { cn } from "@/lib/utils";

export { safeUrl };

/**
 * Article content as Markdown, safely (decisions 032 and 041): raw HTML is dropped, never
 * rendered or run (a <script> in the text shows nothing); a link is live only for http(s),
 * mailto, a path on this site or an anchor, and an image only for https or a path on this
 * site. Anything else (javascript:, data:, vbscript: …) loses its address: a link becomes
 * plain text and an image is left out. GitHub-flavoured Markdown (remark-gfm: tables,
 * strikethrough, task lists, bare web addresses as links) because that is what an office
 * pastes from other tools; a table scrolls inside its own box, never the page.
 */
export function SafeMarkdown({
  children,
  size = "sm",
  className,
}: {
  children: string;
  /** "sm" in the admin area, "lg" on the public article page. */
  size?: "sm" | "lg";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col break-words [&_a]:text-navy-700 [&_a]:underline [&_a:hover]:text-navy-900 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:mt-1 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_hr]:border-border",
        size === "sm"
          ? "gap-3 text-sm leading-relaxed [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold"
          : "gap-4 text-base leading-7 md:text-lg md:leading-8 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold",
        className,
      )}
    >
      <ReactMarkdown
        skipHtml
        urlTransform={safeUrl}
        remarkPlugins={[remarkGfm, headingsBelowTitle]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

/**
 * The page's title is its only h1, so the body's headings start at h2 without gaps: the
 * highest level the author used becomes h2 ('#' or '##' alike), the rest follow (max h6).
 */
function headingsBelowTitle() {
  return (tree: Root) => {
    const headings: Heading[] = [];
    const walk = (node: { type: string; children?: unknown[] }) => {
      if (node.type === "heading") headings.push(node as Heading);
      for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
    };
    walk(tree);
    if (headings.length === 0) return;
    const shift = 2 - Math.min(...headings.map((h) => h.depth));
    for (const h of headings) h.depth = Math.min(6, h.depth + shift) as Heading["depth"];
  };
}

const EXTERNAL = /^(https?:)?\/\//i;

const components: Components = {
  table: ({ node: _node, children, ...props }) => (
    // A wide table scrolls inside its box (focusable, so a keyboard can scroll it too).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="max-w-full overflow-x-auto" tabIndex={0} aria-label="Table">
      <table {...props} className="w-full border-collapse text-left">
        {children}
      </table>
    </section>
  ),
  th: ({ node: _node, children, ...props }) => (
    <th {...props} className="border-b-2 border-border px-3 py-2 font-semibold">
      {children}
    </th>
  ),
  td: ({ node: _node, children, ...props }) => (
    <td {...props} className="border-b border-border px-3 py-2 align-top">
      {children}
    </td>
  ),
  a: ({ node: _node, href, children, ...props }) => {
    if (!href) return <span>{children}</span>;
    const external = EXTERNAL.test(href);
    return (
      <a {...props} href={href} rel="noopener noreferrer nofollow" target={external ? "_blank" : undefined}>
        {children}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  },
  img: ({ node: _node, src, alt, ...props }) =>
    src ? (
      <img
        {...props}
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        decoding="async"
        className="h-auto max-h-[32rem] max-w-full rounded-lg object-contain"
      />
    ) : null,
};
