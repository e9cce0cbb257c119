// Requests a server-rendered page's scripts once it has painted (decision 088): the entry and
// every module preload of the page, named by the page's inert data block #page-scripts
// (server/pages/scripts-after-paint.ts). A static file rather than an inline script, so every
// visitor's copy of a page is the same bytes (a kept page, decision 099) and the CSP allows
// no inline script at all.
(() => {
  const data = document.getElementById("page-scripts");
  if (!data) return;
  const page = JSON.parse(data.textContent);
  // The dates' data, loaded off the main thread before the scripts need it (public/warm-intl.js).
  if (typeof Worker === "function") new Worker("/warm-intl.js");
  const go = () => {
    const h = document.head;
    // One parse for all the links (appending ~30 elements one by one measured ~80 ms on a
    // 4x-throttled CPU); a script inserted as HTML would not run, so the entry is an element.
    h.insertAdjacentHTML(
      "beforeend",
      page.preloads.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`).join(""),
    );
    const s = document.createElement("script");
    s.type = "module";
    s.crossOrigin = "";
    s.src = page.entry;
    h.append(s);
  };
  // In a tab opened in the background no frame is drawn: request them at once.
  if (document.visibilityState === "hidden") go();
  else
    requestAnimationFrame(() => {
      setTimeout(go);
    });
})();
