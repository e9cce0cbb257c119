import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SERVERS } from "../playwright.config";

/** Who the app server's outbox (.eml files) mailed this subject to. */
export function mailedTo(subject: string): string[] {
  const outbox = path.join(SERVERS.app.dataDir, "outbox");
  return readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((raw) => raw.includes(`Subject: ${subject}`))
    .map((raw) => raw.match(/^To: (\S+)/m)?.[1] ?? "");
}
