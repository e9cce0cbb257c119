import { describe, expect, it } from "vitest";
import { ADMIN_NAV_ITEMS, adminBreadcrumb } from "./admin-nav";

describe("admin navigation", () => {
  it("has the seven sidebar entries of spec §2, Newsletter (issue 11) before Settings, then the Activity Log (issue 13), Reports (issue 28), the School roll, In memoriam and Sign-ups (issue 26)", () => {
    expect(ADMIN_NAV_ITEMS.map((item) => item.label)).toEqual([
      "Dashboard",
      "Alumni Management",
      "Event Management",
      "News Management",
      "Competitions",
      "User Roles",
      "Newsletter",
      "Settings",
      "Activity Log",
      "Reports",
      "School roll",
      "In memoriam",
      "Sign-ups",
    ]);
  });

  it("maps the second and third path segments to the spec's breadcrumb names", () => {
    expect(adminBreadcrumb("/admin")).toEqual([{ label: "Dashboard" }]);
    expect(adminBreadcrumb("/admin/users")).toEqual([
      { label: "Dashboard", to: "/admin" },
      { label: "User Management" },
    ]);
    expect(adminBreadcrumb("/admin/alumni/view/7").map((c) => c.label)).toEqual([
      "Dashboard",
      "Alumni Management",
      "View Details",
    ]);
    expect(adminBreadcrumb("/admin/events/edit/3").at(-1)?.label).toBe("Edit");
    expect(adminBreadcrumb("/admin/news/new").at(-1)?.label).toBe("Create New");
    expect(adminBreadcrumb("/admin/competitions")[1].label).toBe("Competitions");
    expect(adminBreadcrumb("/admin/settings")[1].label).toBe("Settings");
  });
});
