import { AUTH_MESSAGES } from "@contract/ui-text";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { takeConsoleErrors } from "../../server/test/fail-on-console-error";
import { useAuth } from "./auth-context";

describe("useAuth", () => {
  it("throws the spec's message outside an AuthProvider", () => {
    expect(() => renderHook(() => useAuth())).toThrow(AUTH_MESSAGES.useAuthOutsideProvider);
    takeConsoleErrors(); // React reports the render error on the console
  });
});
