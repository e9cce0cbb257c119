import { afterEach, beforeEach, vi } from "vitest";

/** A test that makes anything print console.error fails, unless it expected exactly that. */
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0].map(String).join(" ");
    errors = [];
    throw new Error(`Unexpected console.error: ${first}`);
  }
});

/** For a test that means to provoke console.error: returns what was logged and clears it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
