import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage } from "./client";

function respond(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("prefixes /api/v1, sends JSON with same-origin credentials and {} for an empty POST", async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.post("/auth/sign-out")).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/auth/sign-out");
    expect(init.method).toBe("POST");
    expect(init.body).toBe("{}");
    expect(init.credentials).toBe("same-origin");
  });

  it("returns undefined for 204", async () => {
    vi.stubGlobal("fetch", respond(204));
    await expect(api.post("/auth/sign-out", {})).resolves.toBeUndefined();
  });

  it("throws ApiError with the server's code, message and fields", async () => {
    vi.stubGlobal(
      "fetch",
      respond(400, { error: { code: "VALIDATION_FAILED", message: "Bad", fields: { email: "Nope" } } }),
    );
    const error = await api.post("/auth/sign-up", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Bad",
      fields: { email: "Nope" },
    });
    expect(errorMessage(error, "fallback")).toBe("Bad");
  });

  it("throws ApiError status 0 on network failure, and errorMessage falls back", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await api.get("/me").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(errorMessage(error, "Failed to sign in")).toBe("Failed to sign in");
  });

  it("uses a generic message for a non-JSON error body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    const error = await api.get("/me").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, fromServer: false });
    expect(errorMessage(error, "fallback")).toBe("fallback");
  });
});
