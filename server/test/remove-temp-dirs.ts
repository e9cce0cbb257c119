import { afterAll } from "vitest";
import { removeTestTempDirs } from "./temp-dirs";

// A setup file's hooks are registered before the test file's, and Vitest runs "after" hooks in
// the reverse order (sequence.hooks "stack"): the file's own afterAll (closing the servers that
// use these folders) runs first. The worker process is not a place for it: with `isolate: false`
// it outlives many files, and Vitest ends it without running its "exit" listeners.
afterAll(removeTestTempDirs);
