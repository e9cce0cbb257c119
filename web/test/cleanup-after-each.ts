import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * Unmounts what each test rendered. The web tests share one jsdom and module graph per worker
 * (vitest.config.ts, decision 151), and the testing library cleans up by itself only where
 * Vitest's globals are on (they are not): a tree left mounted by one file (a provider with a live
 * query, the shared realtime channel) would go on fetching and logging in the next.
 */
afterEach(() => cleanup());
