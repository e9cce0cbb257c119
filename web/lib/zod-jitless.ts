/**
 * Zod 4 probes `new Function("")` to decide whether to compile object parsers; under the
 * strict CSP (no 'unsafe-eval') that probe is a reported CSP violation on every page that
 * parses a schema (Lighthouse 'inspector-issues', issue 12). Jitless parsing never probes.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its settings on
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and keeps an object it finds there,
 * so the entry chunk stays free of the schema library (a lazy chunk). Imported first by
 * web/main.tsx, before any schema parses; e2e/public-ready.spec.ts fails on the violation.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
