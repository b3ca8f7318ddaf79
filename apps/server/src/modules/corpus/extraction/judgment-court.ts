import { toNameCase } from "./judgment-name-case.ts";

/**
 * The court that gave the judgment, as its header names it ("IN THE HIGH COURT OF SOUTH AFRICA /
 * GAUTENG DIVISION, PRETORIA" → "High Court of South Africa, Gauteng Division, Pretoria"), and its
 * neutral-citation code (ZAGPPHC). Only the header before the parties is read: later lines name the
 * court appealed from ("On appeal from: …", "Court a quo").
 */

export type JudgmentCourt = { court: string | null; courtCode: string | null };

const COURT_WORD = /\b(?:court|hof|tribunal)\b/i;
/** The court appealed from, and the navigation of a page saved from SAFLII ("South Africa: Constitutional Court"). */
const NOT_THIS_COURT = /appeal\s+from|a\s+quo|hof\s+van\s+eerste|saflii|>>|^south\s+africa\s*:/i;
/*
 * Headers taken from tables put the court and the case number or "REPORTABLE" on one line
 * ("IN THE HIGH COURT OF SOUTH AFRICA      CASE NO: 123/2019"): the court's part ends there.
 */
const OTHER_CELL =
  /\s{3,}|\t|\bcase\s*(?:no|number)\b|\bsaak\s*n|\bsaaknommer|\b(?:not\s+)?reportable\b|\brapporteerbaar\b/i;

function courtCell(line: string): string {
  const other = OTHER_CELL.exec(line);
  return (other ? line.slice(0, other.index) : line).trim();
}
const PARTIES_START =
  /^\s*(?:in\s+the\s+(?:matter|application|appeal|case)|and\s+in\s+the\s+matter|in\s+re\b|in\s+die\s+saak|insake|in\s+die\s+aansoek|between\s*:)/i;
const DIVISION_LINE = /\b(?:division|afdeling|local\s+seat|held\s+at|sitting\s+at|high\s+court)\b/i;
/** The seats a division is named with, for a seat written alone on the line after the court. */
const SEAT_ONLY =
  /^\(?\s*(?:pretoria|johannesburg|cape\s+town|durban|pietermaritzburg|grahamstown|makhanda|port\s+elizabeth|gqeberha|mthatha|bhisho|bloemfontein|kimberley|mahikeng|mafikeng|polokwane|thohoyandou|mbombela|middelburg|braamfontein)\s*\)?$/i;

function stripCourtLine(line: string): string {
  return line
    .trim()
    .replace(/^(?:in\s+the|in\s+die|the|die)\s+/i, "")
    .replace(/^\((.*)\)$/, "$1")
    .replace(/[\s:.,]+$/, "")
    .trim();
}

/** The court's name from the header lines above the parties; null when the header names none. */
export function findCourtName(frontMatter: string): string | null {
  const lines = frontMatter
    .split(/\r?\n/)
    .map((line) => courtCell(line.trim()))
    .filter((line) => line !== "");
  const partiesLine = lines.findIndex((line) => PARTIES_START.test(line));
  const headerLines = lines.slice(0, partiesLine === -1 ? 15 : Math.min(partiesLine, 25));
  const courtLine = headerLines.findIndex((line) => COURT_WORD.test(line) && !NOT_THIS_COURT.test(line));
  if (courtLine === -1) return null;
  const parts = [stripCourtLine(headerLines[courtLine]!)];
  for (const line of headerLines.slice(courtLine + 1, courtLine + 4)) {
    const stripped = stripCourtLine(line);
    const isNamed = /(?:south|suid)[\s-]+afrika?$/i.test(parts.at(-1)!);
    const continuesName = /^(?:of|van)\s/i.test(stripped) && !stripped.includes(":");
    if (!isNamed && (continuesName || /^(?:south\s+africa|suid[\s-]afrika)$/i.test(stripped))) {
      parts[parts.length - 1] += ` ${stripped}`;
    } else if (DIVISION_LINE.test(stripped) || SEAT_ONLY.test(stripped)) {
      parts.push(stripped.replace(/^\((.*)\)$/, "$1").replace(/^(?:held|sitting)\s+at\s+/i, ""));
    } else break;
  }
  const name = toNameCase(parts.join(", "))
    .replace(/\s+,/g, ",")
    .replace(/,(?:\s*,)+/g, ",")
    .replace(/\bSuid\s+Afrika\b/gi, "Suid-Afrika")
    .replace(/\s+/g, " ")
    .trim();
  return name === "" ? null : name;
}

/*
 * Court codes used in South African neutral citations (SAFLII's list), matched against the court's
 * name. Division names changed in 2013 and 2015; both forms are listed.
 */
const COURT_CODES: { code: string; pattern: RegExp }[] = [
  { code: "ZACC", pattern: /constitutional\s+court|konstitusionele\s+hof/i },
  { code: "ZASCA", pattern: /supreme\s+court\s+of\s+appeal|hoogste\s+hof\s+van\s+app[eè]l/i },
  { code: "ZALAC", pattern: /labour\s+appeal\s+court|arbeidsappèlhof/i },
  { code: "ZALCJHB", pattern: /labour\s+court.*johannesburg|labour\s+court.*braamfontein/i },
  { code: "ZALCCT", pattern: /labour\s+court.*cape\s+town/i },
  { code: "ZALCD", pattern: /labour\s+court.*durban/i },
  { code: "ZALCPE", pattern: /labour\s+court.*(?:port\s+elizabeth|gqeberha)/i },
  { code: "ZALCC", pattern: /land\s+claims\s+court/i },
  { code: "ZALC", pattern: /labour\s+court/i },
  { code: "ZACAC", pattern: /competition\s+appeal\s+court/i },
  { code: "ZAEC", pattern: /electoral\s+court/i },
  { code: "ZATC", pattern: /tax\s+court/i },
  {
    code: "ZAGPPHC",
    pattern: /gauteng\s+division.*pretoria|north\s+gauteng|gauteng\s+division$|pretoria.*gauteng/i,
  },
  { code: "ZAGPJHC", pattern: /gauteng\s+local\s+division|south\s+gauteng|gauteng.*johannesburg/i },
  { code: "ZAWCHC", pattern: /western\s+cape/i },
  { code: "ZAKZDHC", pattern: /kwazulu[\s-]natal\s+local\s+division|kwazulu[\s-]natal.*durban/i },
  { code: "ZAKZPHC", pattern: /kwazulu[\s-]natal/i },
  { code: "ZAECPEHC", pattern: /eastern\s+cape.*(?:port\s+elizabeth|gqeberha)/i },
  { code: "ZAECMHC", pattern: /eastern\s+cape.*mthatha/i },
  { code: "ZAECBHC", pattern: /eastern\s+cape.*bhisho/i },
  { code: "ZAECGHC", pattern: /eastern\s+cape/i },
  { code: "ZAFSHC", pattern: /free\s+state/i },
  { code: "ZANCHC", pattern: /northern\s+cape/i },
  { code: "ZANWHC", pattern: /north\s+west/i },
  { code: "ZALMPTHC", pattern: /limpopo.*thohoyandou/i },
  { code: "ZALMPPHC", pattern: /limpopo/i },
  { code: "ZAMPMHC", pattern: /mpumalanga.*middelburg/i },
  { code: "ZAMPMBHC", pattern: /mpumalanga/i },
];

/** The neutral-citation code of a court, from its name; null for a court not in the list. */
export function courtCodeForName(courtName: string): string | null {
  return COURT_CODES.find(({ pattern }) => pattern.test(courtName))?.code ?? null;
}
