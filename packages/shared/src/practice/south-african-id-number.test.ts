import { describe, expect, it } from "vitest";
import {
  findIdNumberProblem,
  isValidSouthAfricanIdNumber,
  passesLuhnCheck,
} from "./south-african-id-number.ts";

describe("findIdNumberProblem", () => {
  it.each(["8001015009087", "0507155800083", "8506131234187", "9912310001083"])(
    "accepts the valid ID number %s",
    (idNumber) => {
      expect(findIdNumberProblem(idNumber)).toBeNull();
      expect(isValidSouthAfricanIdNumber(idNumber)).toBe(true);
    },
  );

  it("accepts 29 February of a year that is a leap year in either century (2000)", () => {
    expect(findIdNumberProblem("0002295000083")).toBeNull();
  });

  it.each(["800101500908", "80010150090871", "80010150O9087", "", "8001 015009087"])(
    "refuses %j as not 13 digits",
    (idNumber) => {
      expect(findIdNumberProblem(idNumber)).toBe("format");
    },
  );

  it("refuses a number whose last digit does not match the Luhn check", () => {
    expect(findIdNumberProblem("8001015009088")).toBe("check_digit");
    expect(findIdNumberProblem("8001015009080")).toBe("check_digit");
  });

  it("refuses a number that does not start with a real date of birth", () => {
    expect(findIdNumberProblem("8013015009087")).toBe("birth_date");
    expect(findIdNumberProblem("8002305009087")).toBe("birth_date");
    // 1990 and 2090 are not leap years.
    expect(findIdNumberProblem("9002290123089")).toBe("birth_date");
  });

  it("refuses a citizenship digit other than 0, 1 or 2", () => {
    expect(findIdNumberProblem("8001015009387")).toBe("citizenship");
  });
});

describe("passesLuhnCheck", () => {
  it("doubles every second digit from the right", () => {
    expect(passesLuhnCheck("79927398713")).toBe(true);
    expect(passesLuhnCheck("79927398710")).toBe(false);
  });
});
