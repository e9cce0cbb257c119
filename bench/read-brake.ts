/**
 * The scraping brake's cost on the directory endpoint (issue 28 item 5, decision 120): one app
 * in this process on embedded PGlite with the demo seed, `GET /api/v1/profiles?page=N` as a
 * visitor (rotating through the pages) under autocannon, with the brake off and on (its limit
 * raised so that nothing is slowed: what is measured is the counting), alternately, and the
 * median req/s of each with their ratio. The brake counts through the database store
 * (RATE_LIMIT_STORE=database), the multi-server case; the per-route rate limits are off in both.
 *
 *   npx tsx bench/read-brake.ts     (CONNECTIONS=10 SECONDS=5 REPEAT=3 PORT=3245 by default)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app";
import { composeDeps } from "../server/compose";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { settings } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { median } from "./stats";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 5);
const REPEAT = Number(process.env.REPEAT ?? 3);
const PORT = Number(process.env.PORT ?? 3245);

const dataDir = mkdtempSync(path.join(tmpdir(), "read-brake-bench-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${PORT}`,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  SEED: "none",
  RATE_LIMIT_STORE: "database",
});
const database = await openDatabase({});
await runMigrations(database);
await seedDemo(database.db, new Date());
await database.db
  .insert(settings)
  .values({ id: 1, directoryReadsPerHour: 100_000_000 })
  .onConflictDoUpdate({ target: settings.id, set: { directoryReadsPerHour: 100_000_000 } });

async function measure(readBrake: boolean): Promise<number> {
  const deps = await composeDeps({ config, database, mailer: { send: async () => {} } });
  const app = await buildApp(deps, { rateLimit: false, readBrake });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  try {
    let page = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: "GET",
          setupRequest: (req) => ({ ...req, path: `/api/v1/profiles?page=${(page++ % 5) + 1}` }),
        },
      ],
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
    return result.requests.average;
  } finally {
    await app.close();
    await deps.stop();
  }
}

const off: number[] = [];
const on: number[] = [];
for (let i = 0; i < REPEAT; i++) {
  off.push(await measure(false));
  on.push(await measure(true));
}
console.log(`GET /api/v1/profiles?page=N, ${CONNECTIONS} connections, ${SECONDS} s, median of ${REPEAT}`);
console.log(`brake off: ${median(off).toFixed(0)} req/s  (${off.map((n) => n.toFixed(0)).join(", ")})`);
console.log(`brake on:  ${median(on).toFixed(0)} req/s  (${on.map((n) => n.toFixed(0)).join(", ")})`);
console.log(`ratio on/off: ${(median(on) / median(off)).toFixed(2)}`);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
