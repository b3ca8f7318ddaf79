import { describe, expect, it } from "vitest";
import { listProductModules } from "./product-modules";

describe("product modules", () => {
  it("gives every module that is not live a place on the roadmap, and no live module one", () => {
    for (const module of listProductModules()) {
      if (module.isLive) expect(module.roadmap, module.id).toBeUndefined();
      else expect(["in-development", "planned"], module.id).toContain(module.roadmap);
    }
  });
});
