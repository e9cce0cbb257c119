const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The static loader (public/page-scripts.js) and the id of the data block it reads. */
export const PAGE_SCRIPTS_LOADER = "/page-scripts.js";
export const PAGE_SCRIPTS_ID = "page-scripts";

/**
 * A server-rendered page is readable before any script runs: its scripts only make it
 * interactive. Here they are requested once the page has painted (the frame after the first
 * one), by a small static script at the end of the body, instead of from the head: on a slow
 * connection the ~120 kB of JavaScript no longer shares the line with the stylesheet and
 * images the first paint waits for, and Lighthouse no longer counts it into the page's LCP
 * (decision 088). The entry and every modulepreload of the page (Vite's and the screen's,
 * `route-preloads.ts`) are requested together then, so the chunks still arrive in parallel.
 * What to request is an inert JSON data block: the page holds no inline script, so it needs
 * no per-response nonce and every visitor's copy is the same bytes (decision 099).
 * A page the browser renders itself is not passed here: it is blank until they have run.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const rest = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  // Inside a <script> element: no "</script>" may appear in the text.
  const data = JSON.stringify({ entry, preloads }).replace(/</g, "\\u003c");
  const loader =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${data}</script>` +
    `<script defer src="${PAGE_SCRIPTS_LOADER}"></script>`;
  return rest.replace("</body>", () => `${loader}</body>`);
}
