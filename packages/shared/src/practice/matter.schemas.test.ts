import { describe, expect, it } from "vitest";
import { SIGNUP_PRACTICE_AREAS } from "../firms/firm.enums.ts";
import { MATTER_TYPES, ZMatterCreateRequest } from "./matter.schemas.ts";

describe("MATTER_TYPES", () => {
  it("offers the work South African firms do most, first", () => {
    expect(MATTER_TYPES.slice(0, 6)).toEqual([
      "Litigation",
      "Road Accident Fund (RAF)",
      "Deceased Estates",
      "Conveyancing",
      "Labour Law",
      "Debt Collection",
    ]);
  });

  it("still offers every practice area matters were opened under before, once", () => {
    for (const area of SIGNUP_PRACTICE_AREAS) expect(MATTER_TYPES).toContain(area);
    expect(new Set(MATTER_TYPES).size).toBe(MATTER_TYPES.length);
  });

  it("accepts a new type and one from outside the list, as the type is text", () => {
    const request = { clientId: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f", title: "Dlamini v RAF" };
    expect(ZMatterCreateRequest.safeParse({ ...request, type: "Road Accident Fund (RAF)" }).success).toBe(
      true,
    );
    expect(ZMatterCreateRequest.safeParse({ ...request, type: "Mining Law" }).success).toBe(true);
  });
});
