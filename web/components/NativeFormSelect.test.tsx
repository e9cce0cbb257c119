import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NativeFormSelect } from "./NativeFormSelect";

const items = [
  { value: "all", label: "All Houses" },
  { value: "Tata", label: "Tata" },
];

describe("NativeFormSelect", () => {
  it("applies a choice made after hydration, before the app's select replaces it", () => {
    const onValueChange = vi.fn();
    render(
      <NativeFormSelect
        value="all"
        onValueChange={onValueChange}
        items={items}
        name="house"
        noneValue="all"
        aria-label="House"
      />,
    );
    const select = screen.getByRole("combobox", { name: "House" });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: "Tata" } });
    expect(onValueChange).toHaveBeenLastCalledWith("Tata");
    // "No filter" is sent as an empty field, and reported as the none value.
    fireEvent.change(select, { target: { value: "" } });
    expect(onValueChange).toHaveBeenLastCalledWith("all");
  });
});
