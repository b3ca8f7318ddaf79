import { toNameCase } from "./judgment-name-case.ts";

/**
 * The bench, from the header's "Coram:" list (also "Before:", "Composition of the court", "Present:",
 * "Hof:"), each judge as surname plus title: "HEFER, OLIVIER, ZULMAN JJA, FARLAM AND MADLANGA AJJA"
 * becomes Hefer JA, Olivier JA, Zulman JA, Farlam AJA, Madlanga AJA. A plural title after a run of
 * names belongs to every name before it that has none of its own.
 */

/** Plural titles and spelling variants, to the singular a law report writes after one name. */
const TITLE_SINGULAR: Record<string, string> = {
  JJA: "JA",
  AJJA: "AJA",
  JJ: "J",
  AJJ: "AJ",
  ARR: "AR",
  "WND ARR": "Wnd AR",
  "WND AR": "Wnd AR",
  WNDAR: "Wnd AR",
  WNDARR: "Wnd AR",
  "WND RR": "Wnd R",
  RR: "R",
  "J A": "JA",
  "A J A": "AJA",
  "ADJ HR": "Adj HR",
  "WND HR": "Wnd HR",
};

// Longest first: "AJJA" before "JA", "Wnd ARR" before "AR".
const TITLES = [
  "Wnd\\s*ARR",
  "Wnd\\s*AR",
  "Wnd\\s*RR",
  "Wnd\\s*HR",
  "Wnd\\s*R",
  "Adj\\s*HR",
  "ADCJ",
  "ACJ",
  "DCJ",
  "CJ",
  "AJJA",
  "AJA",
  "JJA",
  "ADJP",
  "DJP",
  "ADP",
  "AJP",
  "JP",
  "DP",
  "AP",
  "JA",
  "AJJ",
  "AJ",
  "JJ",
  "J",
  "AHR",
  "HR",
  "ARR",
  "AR",
  "RR",
  "R",
  "P",
];

const TITLE_AT_END = new RegExp(`(?:^|\\s)(${TITLES.join("|")})\\.?$`, "i");
const TITLE_ONLY = new RegExp(`^(?:${TITLES.join("|")})\\.?$`, "i");

const CORAM_LABEL =
  /(?:^|\n)[ \t]*(?:coram|before|composition\s+of\s+(?:the\s+)?court|present|bench|hof)[ \t]*(?::|(?=[ \t]*\r?\n))/i;

/** Header labels that end the coram list when it runs over several lines. */
const NEXT_LABEL =
  /^\s*[\p{L} ]{2,30}:|^\s*(?:heard|date|delivered|decided|hearing|judgment|judgement|delivery|verhoor(?:datum)?|gelewer|datum|lewering(?:sdatum)?|summary|order|flynote|key\s*words|sleutelbegrip|neutral|case|saak|for\s+the|counsel|appearances|_{3,}|j\s*u\s*d\s*g\s*m\s*e\s*n\s*t|u\s*i\s*t\s*s\s*p\s*r\s*a\s*a\s*k)\b/iu;

function normaliseTitle(title: string): string {
  const key = title.replace(/\.$/, "").replace(/\s+/g, " ").toUpperCase();
  const compact = key.replace(/\s+/g, "");
  return (
    TITLE_SINGULAR[key] ??
    TITLE_SINGULAR[compact] ??
    (key.startsWith("WND") ? `Wnd ${key.slice(3).trim()}` : key)
  );
}

/** The text of the coram list: the label's line and the lines after it, until the next header label. */
export function findCoramText(text: string): string | null {
  const label = CORAM_LABEL.exec(text);
  if (!label) return null;
  const lines = text.slice(label.index + label[0].length).split(/\r?\n/);
  const collected: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (index > 0 && NEXT_LABEL.test(line)) break;
    if (line.trim() === "") {
      // A blank line after the list ends it; a blank line straight after the label does not.
      if (collected.some((part) => part.trim() !== "")) break;
      continue;
    }
    collected.push(line);
    if (collected.length >= 6) break;
  }
  const coram = collected.join(" ").replace(/\s+/g, " ").trim();
  return coram === "" ? null : coram;
}

/** "Hefer, Vivier JJA et Madlanga AJA" → ["Hefer JA", "Vivier JA", "Madlanga AJA"]. */
export function parseCoram(coram: string): string[] {
  const segments = coram
    .replace(/\s+/g, " ")
    // "F H GROSSKOPF J A" and similar spaced titles.
    .replace(/\bJ A\b/g, "JA")
    .split(/\s*[,;&]\s*|\s+(?:and|en|et|with)\s+/i)
    .map((segment) =>
      segment
        .trim()
        .replace(/^(?:and|en|et|with)\s+/i, "")
        .replace(/[.)]+$/, "")
        .trim(),
    )
    .filter((segment) => segment !== "");
  const judges: string[] = [];
  let waiting: string[] = [];
  for (const segment of segments) {
    if (TITLE_ONLY.test(segment)) {
      const title = normaliseTitle(segment);
      judges.push(...waiting.map((name) => `${name} ${title}`));
      waiting = [];
      continue;
    }
    const titled = TITLE_AT_END.exec(segment);
    if (titled) {
      const title = normaliseTitle(titled[1]!);
      const name = toNameCase(segment.slice(0, titled.index).trim());
      judges.push(...waiting.map((waitingName) => `${waitingName} ${title}`));
      waiting = [];
      if (name !== "") judges.push(`${name} ${title}`);
      continue;
    }
    // A name whose title comes later in the list; words like "Justices" are not names.
    if (/^[\p{L}' .-]+$/u.test(segment) && segment.split(" ").length <= 4) waiting.push(toNameCase(segment));
  }
  return judges;
}

const NAME_AND_TITLE = `((?:[\\p{L}'’-]+[ \\t]+){0,3}?[\\p{L}'’-]+),?[ \\t]+(${TITLES.join("|")})\\b`;

/**
 * The line that introduces the judgment: "NIENABER AR:", "Ponnan JA (Mocumie JA concurring):". The
 * Constitutional Court's header lists its judgments the same way ("Jafta J (majority): [1] to [85]"),
 * so a line whose colon is followed by a paragraph range is not one.
 */
const AUTHOR_LINE = new RegExp(
  `(?:^|\\n)[ \\t/.]*${NAME_AND_TITLE}[ \\t]*(?:\\([^)\\n]*\\))?[ \\t]*:(?![^\\n]*\\[\\d+\\]\\s*(?:to|-|–))`,
  "iu",
);
/** "JUDGMENT" (or "UITSPRAAK"), then the judge's name alone on a line: "MOLOPA-SETHOSA J", "STREICHER JA/". */
const HEADING_THEN_AUTHOR = new RegExp(
  `(?:^|\\n)[ \\t_]*(?:j\\s*u\\s*d\\s*g\\s*e?\\s*m\\s*e\\s*n\\s*t|u\\s*i\\s*t\\s*s\\s*p\\s*r\\s*a\\s*a\\s*k)[ \\t_]*\\n(?:[ \\t_]*\\n){0,3}[ \\t/.]*${NAME_AND_TITLE}[ \\t.]*(?:\\([^)\\n]*\\))?[ \\t/.…]*(?=\\n)`,
  "iu",
);

/**
 * The judge who wrote the judgment and where the header ends: the start of the line naming them, or
 * of the JUDGMENT heading right above a name standing alone.
 * Used for the bench only where the header names none, as in most High Court judgments, where
 * that judge is the court.
 */
export function findAuthorLine(text: string): { index: number; judge: string } | null {
  const found = [AUTHOR_LINE.exec(text), HEADING_THEN_AUTHOR.exec(text)]
    .filter((match) => match !== null)
    .sort((left, right) => left.index - right.index)[0];
  if (!found) return null;
  const index = found.index + (found[0].startsWith("\n") ? 1 : 0);
  return { index, judge: `${toNameCase(found[1]!)} ${normaliseTitle(found[2]!)}` };
}

/** The bench named in the header; failing that, the judge who wrote the judgment. */
export function findJudges(frontMatter: string, fullText: string): string[] {
  const coram = findCoramText(frontMatter);
  if (coram) {
    const judges = parseCoram(coram);
    if (judges.length > 0) return [...new Set(judges)];
  }
  const author = findAuthorLine(fullText);
  return author ? [author.judge] : [];
}
