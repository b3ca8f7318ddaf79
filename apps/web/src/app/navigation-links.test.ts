import { describe, expect, it } from "vitest";
import { isLinkActive, listSignedInLinks } from "./navigation-links";

describe("listSignedInLinks", () => {
  it("lists the feature links and adds Admin only for a platform admin", () => {
    const memberLabels = listSignedInLinks(false).map((link) => link.label);

    expect(memberLabels).toEqual([
      "Dashboard",
      "Legal Research",
      "AI Assistant",
      "Documents",
      "Practice",
      "Contract Review",
      "Legal Writing",
      "Billing",
    ]);
    expect(listSignedInLinks(true).map((link) => link.label)).toEqual([...memberLabels, "Admin"]);
  });
});

describe("isLinkActive", () => {
  it("counts the dashboard link as active on / as well as on /home", () => {
    expect(isLinkActive("/home", "/")).toBe(true);
    expect(isLinkActive("/home", "/home")).toBe(true);
    expect(isLinkActive("/billing", "/")).toBe(false);
  });

  it("matches a link's own path and the paths beneath it, not paths that merely share a prefix", () => {
    expect(isLinkActive("/practice", "/practice")).toBe(true);
    expect(isLinkActive("/practice", "/practice/matters/12")).toBe(true);
    expect(isLinkActive("/practice", "/practice-management")).toBe(false);
  });
});
