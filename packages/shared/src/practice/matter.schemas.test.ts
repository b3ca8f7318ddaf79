import { describe, expect, it } from "vitest";
import { SIGNUP_PRACTICE_AREAS } from "../firms/firm.enums.ts";
import {
  MATTER_TYPES,
  ZMatterCreateRequest,
  ZMatterStatusChangeRequest,
  ZMatterUpdateRequest,
} from "./matter.schemas.ts";
import { MATTER_OUTCOME_MESSAGES } from "./matter-outcome.schemas.ts";

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

describe("the outcome on a matter's update and status change", () => {
  const outcome = { outcome: "won", caseType: "Civil Litigation" };

  it("accepts an outcome with completing or closing a matter, and fills the details left out with null", () => {
    const parsed = ZMatterStatusChangeRequest.parse({ status: "closed", outcome });
    expect(parsed.outcome).toEqual({
      outcome: "won",
      caseType: "Civil Litigation",
      court: null,
      claimedCents: null,
      awardedCents: null,
      issuedOn: null,
      finalOrderOn: null,
    });
    expect(ZMatterStatusChangeRequest.safeParse({ status: "completed", outcome }).success).toBe(true);
  });

  it.each(["active", "pending"])(
    "refuses an outcome with moving a matter to %s, as it has not ended",
    (status) => {
      const result = ZMatterStatusChangeRequest.safeParse({ status, outcome });
      expect(result.error?.issues[0]).toMatchObject({
        path: ["outcome"],
        message: MATTER_OUTCOME_MESSAGES.notFinished,
      });
    },
  );

  it("still changes a status without an outcome", () => {
    expect(ZMatterStatusChangeRequest.parse({ status: "active" })).toEqual({ status: "active" });
  });

  it("lets an update remove the outcome with null and leaves it alone when left out", () => {
    expect(ZMatterUpdateRequest.parse({ outcome: null }).outcome).toBeNull();
    expect("outcome" in ZMatterUpdateRequest.parse({ title: "Renamed" })).toBe(false);
  });

  it("refuses an update whose outcome has the final order before the issue", () => {
    const result = ZMatterUpdateRequest.safeParse({
      outcome: { ...outcome, issuedOn: "2025-03-10", finalOrderOn: "2025-03-09" },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["outcome", "finalOrderOn"],
      message: MATTER_OUTCOME_MESSAGES.orderBeforeIssue,
    });
  });
});
