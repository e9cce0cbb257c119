import ReactMarkdown from "react-markdown";

/**
 * Article content as Markdown, safely: react-markdown never renders raw HTML (a <script> in
 * the text shows as text), and links are limited to http(s)/mailto.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="prose-admin flex flex-col gap-3 text-sm leading-relaxed [&_a]:text-navy-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground">
      <ReactMarkdown
        skipHtml
        urlTransform={(url) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : "")}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
