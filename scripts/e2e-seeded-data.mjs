// The data folder every browser-test server starts from (issue 24): the built server run once on
// an empty folder with the demo data (migrated and seeded, as `npm start` does on a fresh clone),
// then stopped; each server of the browser tests starts on a copy (playwright.config.ts,
// E2E_SEEDED_DATA). Four servers that each migrated and seeded their own embedded database took
// 45-47 s of CPU and 23 s to answer, started side by side; four copies 20-25 s and 10-13 s
// (decision 153). The demo data's dates are whole days from the seeding (8 days and more for
// events), so a copy made minutes before the tests shows what a fresh seed would.
// Usage, after `npm run build`: node scripts/e2e-seeded-data.mjs <folder>
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/e2e-seeded-data.mjs <folder>");
rmSync(dir, { recursive: true, force: true });

const port = await new Promise((resolve, reject) => {
  const probe = createServer().once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const server = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED: "demo",
    LOG_LEVEL: "warn",
  },
});
const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));

// As long as playwright.config.ts gives a server to start (a loaded machine took over a minute).
const deadline = Date.now() + 180_000;
let ended = null;
exited.then((how) => {
  ended = how;
});
for (;;) {
  if (ended) throw new Error(`the server stopped before it answered: ${JSON.stringify(ended)}`);
  const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (healthy) break;
  if (Date.now() > deadline) {
    server.kill("SIGKILL");
    throw new Error("the server did not answer /api/health within 180 s");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
// SIGTERM: the server closes its database, so the copies open a clean one.
server.kill("SIGTERM");
const { code, signal } = await exited;
if (code !== 0) throw new Error(`the server's shutdown ended with ${code ?? signal}`);
if (!existsSync(path.join(dir, "db", "PG_VERSION"))) throw new Error(`no database in ${dir}`);
