import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewPopiaCrossBorder } from "./popia-cross-border.rule.ts";

describe("reviewPopiaCrossBorder (POPIA s 72)", () => {
  it("passes a transfer abroad made subject to adequate protection", () => {
    const outcome = reviewPopiaCrossBorder(
      buildContextFor([
        {
          heading: "HOSTING",
          text: "Personal information may be stored on servers outside the Republic only where the recipient is subject to a law or binding agreement that provides an adequate level of protection.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "popia-s72", status: "compliant" })]);
  });

  it("flags personal information sent abroad without protection or consent", () => {
    const outcome = reviewPopiaCrossBorder(
      buildContextFor([
        {
          heading: "DATA",
          text: "The Provider may host customer personal information on servers located in the United States.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "popia-s72-cross-border",
      severity: "high",
      clauseIndex: 0,
    });
  });

  it("gives no check when personal information stays in South Africa", () => {
    const outcome = reviewPopiaCrossBorder(
      buildContextFor([
        {
          heading: "DATA",
          text: "Personal information shall be stored in the Provider's data centre in Johannesburg.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([]);
  });
});
