// Bundles the server to dist/server/main.js, and the backup and restore commands beside it
// (dependencies stay in node_modules), and copies the SQL migrations, so neither the server
// nor `npm run backup` / `npm run restore` needs TypeScript (a dev dependency) at run time.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "server/main.ts",
    backup: "server/ops/cli-backup.ts",
    restore: "server/ops/cli-restore.ts",
    // The page renders' worker threads (decision 130): started by the server from beside main.js.
    "render-worker": "server/pages/render-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "dist/server/migrations", { recursive: true });
