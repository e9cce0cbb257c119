import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyBaseLogger } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { resolveViewer } from "./auth/viewer";
import { dropCachesOnLocalWrites } from "./cache/local-writes";
import { registerSharedAnswers } from "./cache/shared-answers";
import { isDatabaseUnavailable } from "./db/unavailable";
import type { App, Deps } from "./deps";
import { registerCompression } from "./http/compression";
import { errorHandler, frameworkErrorHandler } from "./http/error-handler";
import { registerMetrics } from "./http/metrics";
import { rejectNulCharacters } from "./http/nul-guard";
import { originCheck } from "./http/origin-check";
import { databaseRateLimitStore } from "./http/rate-limit-store";
import { registerReadBrake } from "./http/read-brake";
import { registerSecurityHeaders } from "./http/security";
import { modules, pageMetaRoutes } from "./modules";
import { offlineAssets } from "./pages/offline-assets";
import { pageRendererFor } from "./pages/render-workers";
import { routePreloads } from "./pages/route-preloads";
import { registerSpa, registerWebFiles } from "./pages/spa";

export interface BuildOptions {
  /** The built web app (dist/web); absent in API tests. */
  webDist?: string;
  logger?: Logger | boolean;
  /** Turn rate limits off (API tests that sign many users in from one address). */
  rateLimit?: boolean;
  /** The scraping brake (decision 120); on with the rate limits unless said otherwise (the bench). */
  readBrake?: boolean;
}

/** Memory for shared answers (bodies and their compressed copies) per server. */
const SHARED_ANSWERS_BYTES = 64 * 1024 * 1024;

/** Fastify takes a hop count as a function (its types have no number form). */
function trustProxyOption(setting: boolean | number | string) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the HTTP application around its dependencies; main.ts and the tests both call this. */
export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    ...(typeof opts.logger === "object"
      ? { loggerInstance: opts.logger as unknown as FastifyBaseLogger }
      : { logger: opts.logger ?? false }),
    bodyLimit: 1024 * 1024, // JSON bodies; uploads set their own limit
    frameworkErrors: frameworkErrorHandler,
    // Off unless TRUST_PROXY says which proxy to believe: rate limits key on the client address.
    trustProxy: trustProxyOption(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    skipOnError: true,
    // Counted in the database when several servers share it (decision 067).
    ...(deps.config.rateLimitStore === "database" ? { store: databaseRateLimitStore(deps.db) } : {}),
    ...(opts.rateLimit === false ? { allowList: () => true } : {}),
  });

  // Request counts and latency for /api/metrics (only with METRICS_TOKEN): before every route.
  registerMetrics(app, deps);

  app.decorateRequest("viewer", null);
  app.addHook("onRequest", originCheck(deps.config.trustedOrigins));
  app.addHook("preValidation", rejectNulCharacters);
  app.addHook("preHandler", async (req) => {
    // Routes that authorize before validation (the admin area) have resolved it already.
    if (req.viewer !== null) return;
    try {
      req.viewer = await resolveViewer(req, deps);
    } catch (err) {
      // A page (not the API) is still served while the database is out of reach: as to a
      // visitor, and the browser's own calls then show the error state. The API answers 503.
      if (req.url.startsWith("/api/") || !isDatabaseUnavailable(err)) throw err;
      req.log.warn({ err }, "database unavailable: page served without the viewer");
    }
  });
  // After the viewer is known and before the shared answers (which it must count too).
  registerReadBrake(app, deps, { enabled: opts.readBrake ?? opts.rateLimit !== false });
  // After the viewer is known: shared answers from memory, emptied by every write (decision 090).
  registerSharedAnswers(app, deps.changes, {
    ttlSeconds: deps.config.cacheSeconds,
    pageTtlSeconds: deps.config.pageCacheSeconds,
    maxBytes: SHARED_ANSWERS_BYTES,
  });
  dropCachesOnLocalWrites(app, deps.changes);

  // The built web files first: registered before @fastify/compress, they are served as the
  // build compressed them and never compressed again per request (decision 044).
  const shellTemplate = opts.webDist ? await registerWebFiles(app, opts.webDist) : null;
  await registerCompression(app);

  // The OpenAPI description of every route, generated from the same zod schemas.
  await app.register(swagger, {
    openapi: { info: { title: "Alumni Portal API", version: "1" } },
    transform: jsonSchemaTransform,
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  for (const register of modules) await register(app, deps);
  if (shellTemplate !== null) {
    // The server render of the public pages: dist/ssr beside dist/web (Vite's SSR build),
    // in worker threads beside the event loop (decision 130).
    const renderer = opts.webDist
      ? await pageRendererFor(path.join(opts.webDist, ".."), deps.config.renderWorkers, app.log)
      : null;
    if (renderer) app.addHook("onClose", () => renderer.close());
    await registerSpa(app, deps, shellTemplate, pageMetaRoutes, renderer, {
      preloadsFor: opts.webDist ? routePreloads(opts.webDist) : undefined,
      offlineScreens: offlineAssets(opts.webDist ?? ""),
    });
  } else
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } }),
    );
  return app;
}
