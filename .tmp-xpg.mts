import { spawn } from "node:child_process";
import { startCluster } from "./server/test/postgres-cluster.ts";
const c = await startCluster();
const run = (port: number) => spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: `/tmp/xsrv${port}`, DATABASE_URL: c.url, SEED: "none", LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_SECRET: "x".repeat(40) },
  stdio: ["ignore", "inherit", "inherit"],
});
const kids = [run(45021), run(45022)];
for (const k of kids) k.on("exit", (code) => console.log("exited", code));
await new Promise((r) => setTimeout(r, 25000));
for (const p of [45021, 45022]) { try { const r = await fetch(`http://127.0.0.1:${p}/api/health`); console.log(p, "health", r.status); } catch { console.log(p, "down"); } }
for (const k of kids) k.kill(); c.stop();
process.exit(0);
