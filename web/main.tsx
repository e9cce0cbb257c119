import "./lib/zod-jitless";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { createQueryClient } from "./api/query-client";
import { registerServiceWorker } from "./lib/register-service-worker";
import { hydrateQueryState } from "./ssr/query-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A page the server rendered (issue 12) is hydrated with the data it was rendered from;
// otherwise (the server had no render module) the app renders from scratch.
if (hydrateQueryState(queryClient) && container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();
