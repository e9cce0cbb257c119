import { describe, expect, it } from "vitest";
import { loadConfig, publicUrlWarning } from "./config";

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
