import { describe, expect, it } from "vitest";
import { relevanceOf } from "./relevance.ts";

describe("relevanceOf", () => {
  it("gives the best hit 100 and the others their share of its score", () => {
    expect(relevanceOf(4, 4)).toBe(100);
    expect(relevanceOf(3, 4)).toBe(75);
    expect(relevanceOf(1, 3)).toBe(33);
  });

  it("shows a hit found, however weak, as at least 1, and nothing above 100", () => {
    expect(relevanceOf(0.001, 50)).toBe(1);
    expect(relevanceOf(5, 4)).toBe(100);
  });

  it("gives 0 when there is nothing to compare with", () => {
    expect(relevanceOf(0, 0)).toBe(0);
    expect(relevanceOf(2, 0)).toBe(0);
    expect(relevanceOf(Number.NaN, 3)).toBe(0);
  });
});
