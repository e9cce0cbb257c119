import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import axeCore from "axe-core";

/**
 * axe over the page, once per screen and width in a run (see `scannedScreens`). Toasts are
 * left out unless asked for (`includeToasts`, the toast tests): a toast's 4 s life can end,
 * and its fade-out start, while axe is reading the page, and its half-faded text then fails
 * colour contrast (CI failures even after waiting for the page to settle). The toast tests
 * check them while they are shown.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { includeToasts?: boolean } = {}) {
  await waitUntilStill(page);
  const screen = await screenOf(page, opts);
  const earlier = scannedScreens.get(screen.key);
  if (earlier && !process.env.A11Y_SCAN_ALL) {
    test.info().annotations.push({ type: "a11y", description: `same screen scanned earlier: ${earlier}` });
    logScan(screen, "repeat", 0);
    return;
  }
  const started = Date.now();
  // Every rule still runs on every node; `resultTypes` only stops axe collecting and sending
  // back each passing node (2,189 on the demo /alumni), which we never read: 20-30 % off a scan,
  // measured side by side on /alumni and /events (issue 24).
  // Legacy mode: axe.run in the page itself. The default (runPartial in each frame, then
  // finishRun in a blank page the builder opens beside it) pays a new page and a second copy of
  // axe's 550 kB source on every scan: 0.7-3.0 s against 0.3-1.2 s on the demo /alumni,
  // /events and /, with the same rules on the same nodes (issue 24). All it leaves out is
  // cross-origin frames, which the app does not have; the check below keeps it so.
  expect(crossOriginFrames(page), "a cross-origin frame, which legacy axe does not read").toEqual([]);
  await injectAxeOnce(page);
  const axe = new AxeBuilder({ page, axeSource: AXE_INJECTED })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .disableRules(RULES_BELOW_SERIOUS);
  if (!opts.includeToasts) axe.exclude("[data-sonner-toast]");
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  scannedScreens.set(screen.key, test.info().titlePath.join(" › "));
  logScan(screen, "scanned", Date.now() - started);
}

/**
 * The rules that can only find minor or moderate violations (region, the landmark rules,
 * heading-order …: 32 of axe 4.13's 105), read from axe's own metadata: a violation's impact is
 * the highest of its failed checks' impacts, or the rule's own where it sets one. The check above
 * keeps serious and critical violations only, so these rules could never fail it; not running
 * them took the demo screens' scans 3-30 % less time (/alumni at 1280 px 1,162 → 884 ms, medians
 * of 5 taken in turn; decision 157). A rule axe later makes serious is run again by itself.
 */
const RULES_BELOW_SERIOUS = (() => {
  const audit = (axeCore as unknown as { _audit?: AxeAudit })._audit;
  if (!audit?.rules?.length)
    throw new Error("axe-core's rule metadata (axe._audit) is not where e2e/a11y.ts reads it");
  const order = ["minor", "moderate", "serious", "critical"];
  const rank = (impact: string | undefined) => {
    if (!impact || !order.includes(impact)) throw new Error(`unknown axe impact: ${impact}`);
    return order.indexOf(impact);
  };
  return audit.rules
    .filter((rule) => {
      if (rule.impact) return rank(rule.impact) < 2;
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === "string" ? c : c.id));
      return checks.length > 0 && Math.max(...checks.map((id) => rank(audit.checks[id]?.impact))) < 2;
    })
    .map((rule) => rule.id);
})();
interface AxeAudit {
  rules: Array<{ id: string; impact?: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }>;
  checks: Record<string, { impact?: string }>;
}
type AxeCheckRef = string | { id: string };

/**
 * axe-core into each frame of the page, once: given its source, the builder evaluates it in
 * `analyze()` and again in legacy mode's own injection, 550 kB parsed and run twice a scan. Once
 * instead of twice took a scan of the demo screens at 390 px from 0.80-1.22 s to 0.56-1.09 s,
 * medians of 5 side by side (issue 24). The builder's own evaluations then only check it is there.
 */
async function injectAxeOnce(page: Page) {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeCore.source);
}
const AXE_INJECTED = `if (!("axe" in window)) throw new Error("axe-core is not in this frame (e2e/a11y.ts)");`;

function crossOriginFrames(page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

/**
 * Screens already scanned in this run (one Playwright worker runs a part's files one after
 * another), by their key: issue 24's "accessibility scans once per screen and width". A test
 * passing through a screen another test already scanned skips the scan (one took 2-42 s on a
 * loaded machine, decision 114). A screen is the same when its path (ids and numbers
 * aside), the window's width and its structure are: every tag and role, class, ARIA attribute
 * and open/closed state in the document, so a dialog, an error or empty state, a signed-in
 * header or another colour is another screen, while more or other rows of the same kind are
 * not. A11Y_SCAN_ALL=1 scans every call again.
 */
const scannedScreens = new Map<string, string>();

async function screenOf(page: Page, opts: { includeToasts?: boolean }) {
  const structure = await page.evaluate((includeToasts) => {
    const parts = new Set<string>();
    const stateful = new Set(["aria-hidden", "aria-expanded", "aria-selected", "aria-invalid", "data-state"]);
    for (const el of document.querySelectorAll("*")) {
      if (!includeToasts && el.closest("[data-sonner-toast]")) continue;
      parts.add(`${el.tagName}[${el.getAttribute("role") ?? ""}]`);
      for (const c of el.classList) parts.add(`.${c}`);
      for (const a of el.getAttributeNames())
        if (a.startsWith("aria-") || stateful.has(a) || a === "alt" || a === "for" || a === "disabled")
          parts.add(stateful.has(a) ? `@${a}=${el.getAttribute(a)}` : `@${a}`);
    }
    return [...parts].sort().join(" ");
  }, opts.includeToasts ?? false);
  const url = new URL(page.url());
  const where = `${url.pathname.replace(/\/[^/]*\d[^/]*/g, "/:id")}${url.search ? "?…" : ""}`;
  const width = page.viewportSize()?.width ?? 0;
  const digest = createHash("sha1").update(structure).digest("hex").slice(0, 12);
  return { key: `${where} ${width}px ${digest}`, where, width };
}

/** One line per call in the run's output folder: which screens were scanned, which skipped. */
function logScan(screen: { key: string }, outcome: "scanned" | "repeat", ms: number) {
  const info = test.info();
  mkdirSync(info.project.outputDir, { recursive: true });
  appendFileSync(
    path.join(info.project.outputDir, "a11y-scans.jsonl"),
    `${JSON.stringify({ outcome, ms, screen: screen.key, test: `${path.basename(info.file)} › ${info.title}` })}\n`,
  );
}

async function waitUntilStill(page: Page) {
  // A toast caught mid-fade reads as low contrast: the toast itself fades in, and a toast
  // pushed behind a newer one fades its text out (sonner's `[data-sonner-toast] > *`
  // transition). Wait until no finite animation or transition is running (skeleton pulses and
  // spinners run forever and are left out), every toast has mounted and none is on its way out.
  const settled = await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ) &&
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          // Mounted: sonner starts a toast's fade-in a frame after adding it, so a toast not yet
          // mounted has no running transition to wait for but is still transparent.
          (t) => t.getAttribute("data-removed") !== "true" && t.getAttribute("data-mounted") === "true",
        ),
      undefined,
      // A loaded CI machine (two parts of the suite on two cores) ran a toast's exit past 5 s.
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
  // Still moving after 15 s (a toast's countdown never stops a transition for that long):
  // axe judges what it sees, and the note says why if it fails.
  if (!settled)
    test.info().annotations.push({ type: "a11y", description: "page still animating at the check" });
}
