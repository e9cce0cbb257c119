const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A server-rendered page is readable before any script runs: its scripts only make it
 * interactive. Here they are requested once the page has painted (the frame after the first
 * one), by a small inline script at the end of the body, instead of from the head: on a slow
 * connection the ~120 kB of JavaScript no longer shares the line with the stylesheet and
 * images the first paint waits for, and Lighthouse no longer counts it into the page's LCP
 * (decision 088). The entry and every modulepreload of the page (Vite's and the screen's,
 * `route-preloads.ts`) are requested together then, so the chunks still arrive in parallel.
 * In a tab opened in the background (no frame is drawn) they are requested at once.
 * A page the browser renders itself is not passed here: it is blank until they have run.
 */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const rest = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  // The preload links go in with one insertAdjacentHTML (one parse; appending ~30 elements
  // one by one measured ~80 ms on a 4x-throttled CPU); a script inserted as HTML would not run,
  // so the entry is created as an element.
  const links = preloads.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`).join("");
  const loader =
    `<script nonce="${nonce}">(function(){var go=function(){var h=document.head;` +
    `h.insertAdjacentHTML("beforeend",${JSON.stringify(links)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.append(s)};` +
    `if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go)})})()</script>`;
  return rest.replace("</body>", () => `${loader}</body>`);
}
