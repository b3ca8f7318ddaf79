/** Why a South African ID number was refused; null when it is valid. */
export type TIdNumberProblem = "format" | "birth_date" | "citizenship" | "check_digit";

export const ID_NUMBER_MESSAGES: Record<TIdNumberProblem, string> = {
  format: "ID number must be 13 digits",
  birth_date: "ID number does not start with a valid date of birth (YYMMDD)",
  citizenship: "ID number has an invalid citizenship digit (the 11th digit must be 0, 1 or 2)",
  check_digit: "ID number is not valid: its check digit does not match",
};

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYMMDD is a real date in the 1900s or the 2000s (the century is not part of the number). */
function isBirthDate(yearDigits: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2 && day === 29) return isLeapYear(1900 + yearDigits) || isLeapYear(2000 + yearDigits);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The Luhn (mod 10) check the Department of Home Affairs uses for the 13th digit. */
export function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a South African identity number: YYMMDD SSSS C A Z — date of birth, sequence (gender),
 * citizenship (0 citizen, 1 permanent resident, 2 refugee), a legacy digit and the Luhn check digit.
 */
export function findIdNumberProblem(idNumber: string): TIdNumberProblem | null {
  if (!/^\d{13}$/.test(idNumber)) return "format";
  const yearDigits = Number(idNumber.slice(0, 2));
  const month = Number(idNumber.slice(2, 4));
  const day = Number(idNumber.slice(4, 6));
  if (!isBirthDate(yearDigits, month, day)) return "birth_date";
  if (!["0", "1", "2"].includes(idNumber.charAt(10))) return "citizenship";
  if (!passesLuhnCheck(idNumber)) return "check_digit";
  return null;
}

export function isValidSouthAfricanIdNumber(idNumber: string): boolean {
  return findIdNumberProblem(idNumber) === null;
}
