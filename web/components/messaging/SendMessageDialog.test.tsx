import { MESSAGING_MESSAGES, VALIDATION } from "@contract/ui-text";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthState } from "@/auth/auth-context";
import { toast } from "@/lib/toast";
import { SendMessageDialog } from "./SendMessageDialog";

const me = { id: "me-1", email: "me@example.org", name: "Me", emailVerified: true };
function wrap(children: ReactNode, user: AuthState["user"] = me) {
  const auth = { loading: false, user, roles: [], profileId: null, isAdmin: false } as unknown as AuthState;
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
}

function open(recipient: { userId: string | null; displayName: string }, user: AuthState["user"] = me) {
  render(
    wrap(<SendMessageDialog recipient={recipient} trigger={<button type="button">Connect</button>} />, user),
  );
  fireEvent.click(screen.getByRole("button", { name: "Connect" }));
  return screen.getByRole("textbox", { name: "Message" });
}

describe("SendMessageDialog", () => {
  // Spies on the app's toast object, not a mocked module: the web tests share one module graph
  // per worker (vitest.config.ts), where a module mock would reach other files' imports. Its own
  // spies are restored, not all mocks: vi.restoreAllMocks would also undo the console.error spy
  // of fail-on-console-error.ts, whose hook runs after this one.
  const spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    spies.push(vi.spyOn(toast, "success").mockImplementation(() => {}));
    spies.push(vi.spyOn(toast, "error").mockImplementation(() => {}));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const spy of spies.splice(0)) spy.mockRestore();
  });

  it("has an 8-row required message field with a hint, and Send disabled until there is text", () => {
    const field = open({ userId: "u-2", displayName: "Bob Das" });
    expect(field.getAttribute("rows")).toBe("8");
    expect(field.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText(/Introduce yourself and mention any common interests/)).toBeTruthy();
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(field, { target: { value: "   " } });
    expect(send.disabled).toBe(true);
    fireEvent.change(field, { target: { value: "Hello" } });
    expect(send.disabled).toBe(false);
  });

  it("refuses an invalid recipient and oneself with the spec's messages", () => {
    fireEvent.change(open({ userId: null, displayName: "Nobody" }), { target: { value: "Hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: VALIDATION.invalidRecipient });
  });

  it("refuses a message to oneself", () => {
    fireEvent.change(open({ userId: me.id, displayName: "Me" }), { target: { value: "Hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: VALIDATION.messageSelf });
  });

  it("sends, shows the success toast with the recipient's name and closes", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: "m1" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    fireEvent.change(open({ userId: "u-2", displayName: "Bob Das" }), { target: { value: " Hello Bob " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    // Validation loads the schema and resolver on first use (issue 12), so the call comes a tick later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(
      JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string),
    ).toEqual({
      recipient_id: "u-2",
      content: "Hello Bob",
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(MESSAGING_MESSAGES.sentTitle, {
        description: "Your message has been sent to Bob Das.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message, or the spec's fallback, when sending fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 502 })),
    );
    fireEvent.change(open({ userId: "u-2", displayName: "Bob Das" }), { target: { value: "Hello" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGING_MESSAGES.sendFailed));
  });
});
