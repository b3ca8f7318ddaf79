import { describe, expect, it } from "vitest";
import { caseTypeOf, courtPlaceOf } from "./case-classification.ts";

describe("courtPlaceOf", () => {
  it("places courts by their neutral citation code", () => {
    expect(courtPlaceOf("ZACC", null)).toEqual({ level: "constitutional", jurisdiction: "national" });
    expect(courtPlaceOf("ZASCA", null)).toEqual({ level: "supreme", jurisdiction: "national" });
    expect(courtPlaceOf("ZAGPPHC", null)).toEqual({ level: "high", jurisdiction: "provincial" });
    expect(courtPlaceOf("ZAKZDHC", null)).toEqual({ level: "high", jurisdiction: "provincial" });
    expect(courtPlaceOf("ZALC", null)).toEqual({ level: "high", jurisdiction: "national" });
    expect(courtPlaceOf("ZALAC", null)).toEqual({ level: "supreme", jurisdiction: "national" });
  });

  it("falls back on the court's name, in English or Afrikaans", () => {
    expect(courtPlaceOf(null, "Supreme Court of Appeal of South Africa").level).toBe("supreme");
    expect(courtPlaceOf(null, "Hoogste Hof van Appèl van Suid-Afrika").level).toBe("supreme");
    expect(courtPlaceOf(null, "High Court of South Africa, Western Cape Division, Cape Town")).toEqual({
      level: "high",
      jurisdiction: "provincial",
    });
    expect(courtPlaceOf(null, "Regional Court, Durban")).toEqual({
      level: "magistrate",
      jurisdiction: "local",
    });
  });

  it("leaves an unknown court unplaced rather than guessing", () => {
    expect(courtPlaceOf(null, null)).toEqual({ level: null, jurisdiction: null });
    expect(courtPlaceOf("ZAXYZ", "Some tribunal")).toEqual({ level: null, jurisdiction: null });
  });
});

describe("caseTypeOf", () => {
  const filler = "The parties agree on the facts set out below. ".repeat(40);

  it("calls a prosecution criminal by its title", () => {
    expect(
      caseTypeOf({ title: "S v Makwanyane and Another", text: filler, courtLevel: "constitutional" }),
    ).toBe("criminal");
    expect(caseTypeOf({ title: "Mokoena v The State", text: filler, courtLevel: "supreme" })).toBe(
      "criminal",
    );
  });

  it("reads the words of the text when the title does not say", () => {
    const criminal = `${filler} The accused was convicted and sentenced. The conviction stands; the sentence is reduced. The accused appeals.`;
    expect(caseTypeOf({ title: "Appeal", text: criminal, courtLevel: "supreme" })).toBe("criminal");
    const commercial = `${filler} The company was placed in liquidation; the liquidators, the creditors and the bank dispute the cession. The insurer and the surety deny liability.`;
    expect(caseTypeOf({ title: "ABC (Pty) Ltd v XYZ Bank", text: commercial, courtLevel: "high" })).toBe(
      "commercial",
    );
    const constitutional = `${filler} The constitutional validity of the section is challenged under the Bill of Rights.`;
    expect(caseTypeOf({ title: "Minister v Residents", text: constitutional, courtLevel: "high" })).toBe(
      "constitutional",
    );
  });

  it("calls anything else civil", () => {
    expect(caseTypeOf({ title: "Dlamini v Naidoo", text: filler, courtLevel: "high" })).toBe("civil");
  });
});
