import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig, publicUrlWarning } from "./config";
import { openDatabase, queryRows } from "./db/client";
import { copyMigratedPglite } from "./test/migrated-template";
import { testTempDir } from "./test/temp-dirs";

const base = { DATA_DIR: "/tmp/alumni-config-test", AUTH_SECRET: "x".repeat(40) };

describe("PUBLIC_URL", () => {
  it("warns at start, naming the setting, when it is unset (mailed links would name localhost)", () => {
    const warning = publicUrlWarning(loadConfig({ ...base, PORT: "3456" }));
    expect(warning).toContain("PUBLIC_URL");
    expect(warning).toContain("http://localhost:3456");
  });

  it("says nothing when it is set, and trusts its origin for writes", () => {
    const config = loadConfig({ ...base, PUBLIC_URL: "https://alumni.example.org/" });
    expect(publicUrlWarning(config)).toBeNull();
    expect(config.trustedOrigins).toEqual(["https://alumni.example.org"]);
  });
});

describe("PostgreSQL pool settings", () => {
  it("default to 20 connections and a 30 s statement timeout, and take DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT", () => {
    const defaults = loadConfig(base);
    expect([defaults.databasePoolMax, defaults.databaseStatementTimeoutMs]).toEqual([20, 30_000]);
    const set = loadConfig({ ...base, DATABASE_POOL_MAX: "40", DATABASE_STATEMENT_TIMEOUT: "5000" });
    expect([set.databasePoolMax, set.databaseStatementTimeoutMs]).toEqual([40, 5000]);
  });

  it("refuse a pool of 0 or a word, naming the setting", () => {
    expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: "many" })).toThrow(/DATABASE_POOL_MAX/);
  });
});

describe("embedded PGlite settings", () => {
  // On the PGlite project only: on the PostgreSQL one it opened the same embedded database again.
  it.runIf(process.env.TEST_DB !== "postgres")(
    "PGLITE_SHARED_BUFFERS: 32MB by default, what the embedded database then runs with; a bare number is refused",
    async () => {
      expect(loadConfig(base).pgliteSharedBuffers).toBe("32MB");
      expect(() => loadConfig({ ...base, PGLITE_SHARED_BUFFERS: "32" })).toThrow(/PGLITE_SHARED_BUFFERS/);
      // The run's migrated copy (server/test/migrated-template.ts), not a new initdb (4-8 s).
      const dataDir = testTempDir("alumni-config-test-");
      await copyMigratedPglite(dataDir);
      const database = await openDatabase({
        dataDir,
        pgliteSharedBuffers: loadConfig({ ...base, PGLITE_SHARED_BUFFERS: "24MB" }).pgliteSharedBuffers,
      });
      try {
        const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
        expect(row.shared_buffers).toBe("24MB");
      } finally {
        await database.close();
      }
    },
  );
});

describe("how long kept answers and pages live (decisions 090, 143)", () => {
  it("answers 5 s and visitors' pages 30 s by default; a longer CACHE_SECONDS lengthens the pages too; PAGE_CACHE_SECONDS sets them", () => {
    const lives = (env: Record<string, string>) => {
      const c = loadConfig({ ...base, ...env });
      return [c.cacheSeconds, c.pageCacheSeconds];
    };
    expect(lives({})).toEqual([5, 30]);
    expect(lives({ CACHE_SECONDS: "3600" })).toEqual([3600, 3600]);
    expect(lives({ PAGE_CACHE_SECONDS: "10" })).toEqual([5, 10]);
    expect(() => loadConfig({ ...base, PAGE_CACHE_SECONDS: "0" })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
