import "./lib/zod-jitless";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { createQueryClient } from "./api/query-client";
import { registerServiceWorker } from "./lib/register-service-worker";
import { RenderedInBrowser } from "./lib/use-hydrated";
import { prepareClassMerge } from "./lib/utils";
import { hydrateQueryState } from "./ssr/query-state";

function rootElement(): HTMLElement {
  const element = document.getElementById("root");
  if (!element) throw new Error("The page has no #root element");
  return element;
}
const container = rootElement();

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A page the server rendered (issue 12) is hydrated with the data it was rendered from;
// otherwise (the server had no render module) the app renders from scratch. Hydration runs as
// a transition, as Next.js does: React's default hydration lane renders the whole page in one
// task, a transition's yields to the browser every few milliseconds (decision 088), so a
// tap or a scroll on a slow phone is not held up behind it.
function start() {
  if (hydrateQueryState(queryClient) && container.firstElementChild)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(<RenderedInBrowser value={true}>{app}</RenderedInBrowser>);
}

// Each in a task of its own (decision 163): evaluating the page's modules is already one long
// task, and a task that runs past 50 ms on a phone holds up a tap.
setTimeout(() => {
  prepareClassMerge();
  setTimeout(start);
  setTimeout(registerServiceWorker);
});
