/* Which addresses an article may link to or show (decisions 032 and 041), without the Markdown
   renderer: the article page checks its image with it before react-markdown is loaded. */

/** The URL when it is one we allow for this attribute, else undefined (the attribute is dropped). */
export function safeUrl(url: string, key: string): string | undefined {
  const value = url.trim();
  if (key === "src") return isSitePath(value) || protocolOf(value) === "https:" ? value : undefined;
  if (value.startsWith("#") || isSitePath(value)) return value;
  const protocol = protocolOf(value);
  return protocol === "https:" || protocol === "http:" || protocol === "mailto:" ? value : undefined;
}

/** A path on this site: "/x", but not "//host" nor "/\host" (browsers read both as another host). */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/** The scheme of an absolute URL as the browser would read it (tabs and newlines ignored). */
function protocolOf(value: string): string | null {
  return URL.canParse(value) ? new URL(value).protocol : null;
}
