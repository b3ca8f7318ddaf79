import { describe, expect, it } from "vitest";
import { findModuleAt } from "../lib/product-modules";
import { isLinkActive, listSignedInLinks } from "./navigation-links";

describe("listSignedInLinks", () => {
  it("lists a firm's screens in the spec's order, none coming soon now that all are live", () => {
    const links = listSignedInLinks(false);

    expect(links.map((link) => [link.label, Boolean(link.isComingSoon)])).toEqual([
      ["Dashboard", false],
      ["Legal Research", false],
      ["AI Assistant", false],
      ["Documents", false],
      ["Practice", false],
      ["Contract Review", false],
      ["Legal Writing", false],
      ["Billing", false],
    ]);
  });

  it("marks a link coming soon exactly when the registry's module behind it is not live", () => {
    for (const link of listSignedInLinks(false).filter((candidate) => candidate.href !== "/home")) {
      const module = findModuleAt(link.href);
      expect(module, link.href).toBeDefined();
      expect(Boolean(link.isComingSoon)).toBe(!module?.isLive);
    }
  });

  it("gives the platform admin only the admin area, none of the firm's screens", () => {
    expect(listSignedInLinks(true)).toEqual([{ label: "Admin", href: "/admin" }]);
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
