import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { publicPageOf, routePreloads } from "./route-preloads";

const dir = mkdtempSync(path.join(tmpdir(), "route-preloads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("route preloads (issue 12)", () => {
  it("names the public page an address shows", () => {
    expect(publicPageOf("/")).toBe("/");
    expect(publicPageOf("/alumni/")).toBe("/alumni");
    expect(publicPageOf("/alumni/5f0c")).toBe("/alumni/{id}");
    expect(publicPageOf("/news/abc")).toBe("/news/{id}");
    expect(publicPageOf("/house-cup")).toBe("/house-cup");
    expect(publicPageOf("/no-such-page")).toBe("404");
    expect(publicPageOf("/messages")).toBeNull(); // a member's page: not server-rendered
  });

  it("preloads the screen's chunks the entry does not already load, scripts only", () => {
    mkdirSync(path.join(dir, ".vite"), { recursive: true });
    writeFileSync(
      path.join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
        "_react.js": { file: "assets/react-1.js" },
        "_card.js": { file: "assets/card-1.js", imports: ["_react.js"] },
        "_style.css": { file: "assets/style-1.css" },
        "web/screens/news/NewsScreen.tsx": {
          file: "assets/NewsScreen-1.js",
          imports: ["_card.js", "_react.js", "_style.css"],
        },
      }),
    );
    const preloadsFor = routePreloads(dir);
    const tags = preloadsFor("/news");
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/NewsScreen-1.js">');
    expect(tags).toContain('href="/assets/card-1.js"');
    expect(tags).not.toContain("react-1.js"); // index.html preloads it already
    expect(tags).not.toContain(".css");
    // A page whose screen is not in this build, and a member's page: no tags.
    expect(preloadsFor("/events")).toBe("");
    expect(preloadsFor("/messages")).toBe("");
  });

  it("gives no tags without a build manifest", () => {
    expect(routePreloads(path.join(dir, "missing"))("/news")).toBe("");
  });
});
