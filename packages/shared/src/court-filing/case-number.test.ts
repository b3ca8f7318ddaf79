import { describe, expect, it } from "vitest";
import { checkCaseNumber } from "./case-number.ts";

const today = new Date("2026-11-26T10:00:00Z");

describe("checkCaseNumber", () => {
  it("accepts the High Court's number/year and CaseLines' year-number forms", () => {
    expect(checkCaseNumber("high", "12345/2026", today)).toEqual({ ok: true, caseNumber: "12345/2026" });
    expect(checkCaseNumber("high", " 2026-012345 ", today)).toEqual({ ok: true, caseNumber: "2026-012345" });
  });

  it("accepts the SCA's number/year", () => {
    expect(checkCaseNumber("supreme", "123/2026", today)).toEqual({ ok: true, caseNumber: "123/2026" });
  });

  it("accepts the Constitutional Court's CCT form with or without the space, in capitals", () => {
    expect(checkCaseNumber("constitutional", "CCT 12/26", today)).toEqual({
      ok: true,
      caseNumber: "CCT 12/26",
    });
    expect(checkCaseNumber("constitutional", "cct12/26", today)).toEqual({
      ok: true,
      caseNumber: "CCT12/26",
    });
  });

  it("accepts magistrates' and district court numbers, with a short register prefix", () => {
    expect(checkCaseNumber("magistrate", "1234/2026", today).ok).toBe(true);
    expect(checkCaseNumber("district", "a 1234 / 2026", today)).toEqual({
      ok: true,
      caseNumber: "A 1234/2026",
    });
  });

  it("refuses another court's form and names the expected one", () => {
    const check = checkCaseNumber("constitutional", "12345/2026", today);
    expect(check).toEqual({
      ok: false,
      message:
        '"12345/2026" is not a case number of this court. Enter the case number in the court\'s form, e.g. CCT 12/26.',
    });
    expect(checkCaseNumber("high", "CCT 12/26", today).ok).toBe(false);
    expect(checkCaseNumber("supreme", "123456/2026", today).ok).toBe(false);
  });

  it("refuses an implausible year and an empty number", () => {
    const future = checkCaseNumber("high", "12345/2031", today);
    expect(future.ok).toBe(false);
    if (!future.ok) expect(future.message).toContain("(2031) is not plausible");
    expect(checkCaseNumber("high", "12345/2027", today).ok).toBe(true);
    const empty = checkCaseNumber("magistrate", "  ", today);
    expect(empty).toEqual({
      ok: false,
      message: "The case number is required. Enter the case number in the court's form, e.g. 1234/2026.",
    });
  });
});
