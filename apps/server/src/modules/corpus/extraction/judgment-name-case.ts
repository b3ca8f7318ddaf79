/**
 * Names in judgment headers are often typed in capitals ("GORFIL BROTHERS INVESTMENTS (PTY) LTD").
 * Titles and judge lists read better, and compare reliably, in the ordinary case of a law report:
 * "Gorfil Brothers Investments (Pty) Ltd", "Van Heerden DCJ". Text already in mixed case is kept.
 */

/** Joining words that stay lower case inside a name (English and Afrikaans, and surname particles). */
const LOWER_CASE_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "the",
  "to",
  "t/a",
  "trading",
  "born",
  "formerly",
  "née",
  "nee",
  "en",
  "die",
  "van",
  "der",
  "den",
  "de",
  "du",
  "le",
  "la",
  "vir",
  "voorheen",
  "h/a",
]);

/** Abbreviations a law report keeps in capitals. */
const UPPER_CASE_WORDS = new Set([
  "CC",
  "NO",
  "N.O.",
  "SA",
  "RSA",
  "MEC",
  "BK",
  "ABSA",
  "SARS",
  "SAPS",
  "NPA",
  "NUMSA",
  "COSATU",
  "CCMA",
  "HIV",
  "AIDS",
  "II",
  "III",
  "IV",
]);

/**
 * Whether a piece of text is typed mainly in capitals. Headers mix in lower-case words ("ABSA BANK
 * LIMITED t/a UNITED BANK", "LINDA HOWELLS (formerly HOBAN)", "APPèL"), so half the letters suffice.
 */
export function isMostlyUpperCase(text: string): boolean {
  const upper = (text.match(/\p{Lu}/gu) ?? []).length;
  const lower = (text.match(/\p{Ll}/gu) ?? []).length;
  return upper > 0 && lower <= upper;
}

function capitalise(word: string): string {
  return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

function caseWord(word: string, isFirst: boolean): string {
  // A word already written in lower or mixed case ("t/a", "de", "APPèL" aside) was typed that way on purpose.
  if (!isMostlyUpperCase(word) || /\p{Lu}\p{Ll}{2,}/u.test(word)) return word;
  const bare = word.replace(/^[("'“‘]+|[)"'”’,;:.]+$/g, "");
  if (UPPER_CASE_WORDS.has(bare.toUpperCase()) && bare.toUpperCase() === bare) return word;
  // Initials and dotted abbreviations: "B.W.J.", "P", "J".
  if (/^(?:\p{L}\.)+\p{L}?\.?$/u.test(bare) || /^\p{L}$/u.test(bare)) return word.toUpperCase();
  const lower = word.toLowerCase();
  if (!isFirst && LOWER_CASE_WORDS.has(bare.toLowerCase())) return lower;
  // Each part of "PROKUREUR-GENERAAL" and "(PTY)" gets its capital.
  return lower
    .split(/(?<=[-/(])/)
    .map((part) => capitalise(part))
    .join("");
}

/** "GORFIL BROTHERS INVESTMENTS (PTY) LTD" → "Gorfil Brothers Investments (Pty) Ltd"; mixed case is kept. */
export function toNameCase(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (!isMostlyUpperCase(collapsed)) return collapsed;
  return collapsed
    .split(" ")
    .map((word, index) => caseWord(word, index === 0))
    .join(" ");
}
