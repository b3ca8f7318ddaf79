import { describe, expect, it } from "vitest";
import { detectCounterparty, detectEmploymentContract } from "./review-context.ts";

describe("detectEmploymentContract", () => {
  it("recognises an employment contract from its type or its wording", () => {
    expect(detectEmploymentContract("", "Employment Contract")).toBe(true);
    expect(
      detectEmploymentContract("This contract of employment is entered into …", "General Contract"),
    ).toBe(true);
    expect(
      detectEmploymentContract(
        "The Employer shall pay the Employee. The Employee reports to the Employer.",
        "",
      ),
    ).toBe(true);
  });

  it("does not take a supply agreement for one", () => {
    expect(
      detectEmploymentContract("The Supplier shall deliver the goods to the Customer.", "Supply Agreement"),
    ).toBe(false);
  });
});

describe("detectCounterparty", () => {
  it("sees a consumer in an identity number or a consumer contract type", () => {
    expect(detectCounterparty("Thandiwe Mokoena, identity number 8501015800083", "General Contract")).toBe(
      "consumer",
    );
    expect(detectCounterparty("", "Residential Lease")).toBe("consumer");
  });

  it("sees a business contract when two companies are named", () => {
    expect(
      detectCounterparty(
        "between Karoo Logistics (Pty) Ltd and Umhlanga Retail Holdings (Pty) Ltd",
        "Services Agreement",
      ),
    ).toBe("business");
  });

  it("cannot tell when the parties are not described", () => {
    expect(detectCounterparty("between the Supplier and the Customer", "General Contract")).toBe("unknown");
  });
});
