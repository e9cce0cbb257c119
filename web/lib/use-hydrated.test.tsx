import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderedInBrowser, useHydrated } from "./use-hydrated";

/** Shows what useHydrated returned, and records every value it rendered with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <output>{hydrated ? "hydrated" : "not yet"}</output>;
}

let root: Root | undefined;
const container = () => {
  const div = document.createElement("div");
  document.body.append(div);
  return div;
};
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe("useHydrated", () => {
  it("is false in the server's HTML and while hydrating (no mismatch), then true", async () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toContain("not yet");
    const div = container();
    div.innerHTML = html;
    const seen: boolean[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(div, <Probe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(div.textContent).toBe("hydrated");
  });

  it("is true from the first render in an app the browser renders from scratch", async () => {
    const seen: boolean[] = [];
    await act(async () => {
      root = createRoot(container());
      root.render(
        <RenderedInBrowser value={true}>
          <Probe seen={seen} />
        </RenderedInBrowser>,
      );
    });
    expect(seen).not.toContain(false);
    expect(document.body.textContent).toBe("hydrated");
  });

  it("starts from false in a screen rendered later in a tab that landed on a server-rendered page", async () => {
    const seen: boolean[] = [];
    await act(async () => {
      root = createRoot(container());
      root.render(<Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(document.body.textContent).toBe("hydrated");
  });
});
