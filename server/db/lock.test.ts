import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testTempDir } from "../test/temp-dirs";
import { acquireDataDirLock } from "./lock";

describe("embedded database lock", () => {
  it("refuses a second opener with a clear message while the first holds it", () => {
    const lock = path.join(testTempDir("lock-"), "db.lock");
    writeFileSync(lock, String(process.ppid)); // a live process that is not us
    expect(() => acquireDataDirLock(lock)).toThrow(/already in use by another process/);
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const lock = path.join(testTempDir("lock-"), "db.lock");
    writeFileSync(lock, "999999");
    const release = acquireDataDirLock(lock);
    expect(existsSync(lock)).toBe(true);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it("leaves no exit listener behind once released (a test worker opens dozens of databases)", () => {
    const lock = path.join(testTempDir("lock-"), "db.lock");
    const before = process.listenerCount("exit");
    for (let i = 0; i < 12; i++) acquireDataDirLock(lock)();
    expect(process.listenerCount("exit")).toBe(before);
  });
});
