import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NativeFormSelect } from "./NativeFormSelect";

const items = [
  { value: "all", label: "All Houses" },
  { value: "Tata", label: "Tata" },
];
const houseSelect = (onValueChange: (value: string) => void) => (
  <NativeFormSelect
    value="all"
    onValueChange={onValueChange}
    items={items}
    name="house"
    noneValue="all"
    aria-label="House"
  />
);

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
});

describe("NativeFormSelect", () => {
  it("reports a choice made after it mounted, and the empty field as the none value", () => {
    const onValueChange = vi.fn();
    render(houseSelect(onValueChange));
    const select = screen.getByRole("combobox", { name: "House" });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: "Tata" } });
    expect(onValueChange).toHaveBeenLastCalledWith("Tata");
    fireEvent.change(select, { target: { value: "" } });
    expect(onValueChange).toHaveBeenLastCalledWith("all");
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it("reports once a choice made in the server's page before it hydrated", async () => {
    const div = document.createElement("div");
    div.innerHTML = renderToString(houseSelect(() => {}));
    document.body.append(div);
    const select = div.querySelector("select") as HTMLSelectElement;
    select.value = "Tata";
    const onValueChange = vi.fn();
    await act(async () => {
      hydrated = hydrateRoot(div, houseSelect(onValueChange));
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("Tata");
    // The change event of that choice, as React replays it once the select has hydrated.
    fireEvent.change(select, { target: { value: "Tata" } });
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });
});
