import { loadConfig } from "../config";
import { restoreBackup } from "./restore";

/** `npm run restore FILE`: brings a backup back. Stop the server(s) first. */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run restore <backup file>");
  const config = loadConfig();
  const manifest = await restoreBackup(config, file, config.backup.pgBinDir);
  console.info(
    `Restored the backup of ${manifest.createdAt} (${manifest.uploads} uploaded files). Start the server again.`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
