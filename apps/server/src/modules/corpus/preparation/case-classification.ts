import type { TCorpusCaseType, TCorpusJurisdiction, TResearchCourt } from "@inkundla/shared";

/**
 * Where a court stands for the search screen's filters: its level (the spec's four court checkboxes)
 * and its jurisdiction. The specialist courts of national reach with a High Court's status (Labour
 * Court, Land Claims Court, Tax Court, Electoral Court) count as high courts of national jurisdiction;
 * the appeal courts of the specialist courts (Labour Appeal Court, Competition Appeal Court) stand
 * with the Supreme Court of Appeal.
 */
export type CourtPlace = { level: TResearchCourt | null; jurisdiction: TCorpusJurisdiction | null };

const APPEAL_COURT_CODES = new Set(["ZASCA", "ZALAC", "ZACAC"]);
const NATIONAL_SPECIALIST_CODES = /^ZA(LC|LCC|LCJHB|LCCT|LCD|LCPE|TC|EC|ECT|WT)$/;
const HIGH_COURT_CODE = /^ZA(GP|WC|KZ|EC|FS|NC|NW|LMP|MP)[A-Z]*HC$|^ZAGPHC$/;

export function courtPlaceOf(courtCode: string | null, courtName: string | null): CourtPlace {
  if (courtCode) {
    if (courtCode === "ZACC") return { level: "constitutional", jurisdiction: "national" };
    if (APPEAL_COURT_CODES.has(courtCode)) return { level: "supreme", jurisdiction: "national" };
    if (NATIONAL_SPECIALIST_CODES.test(courtCode)) return { level: "high", jurisdiction: "national" };
    if (HIGH_COURT_CODE.test(courtCode)) return { level: "high", jurisdiction: "provincial" };
  }
  const name = (courtName ?? "").toLowerCase();
  if (/constitutional court|konstitusionele hof/.test(name)) {
    return { level: "constitutional", jurisdiction: "national" };
  }
  if (
    /supreme court of appeal|appellate division|hoogste hof van appèl|appèlafdeling|labour appeal court/.test(
      name,
    )
  ) {
    return { level: "supreme", jurisdiction: "national" };
  }
  if (/labour court|land claims court|tax court|electoral court|arbeidshof/.test(name)) {
    return { level: "high", jurisdiction: "national" };
  }
  if (/high court|provincial division|local division|hooggeregshof|provinsiale afdeling/.test(name)) {
    return { level: "high", jurisdiction: "provincial" };
  }
  if (/magistrate|regional court|streekhof|landdros/.test(name)) {
    return { level: "magistrate", jurisdiction: "local" };
  }
  return { level: null, jurisdiction: null };
}

const CRIMINAL_TITLE = /^(S|The State|State|Die Staat)\s+v\.?\s|\sv\.?\s+(S|The State|State|Die Staat)$/i;
const CRIMINAL_WORDS =
  /\b(accused|convicted|conviction|sentenced?|prosecution|prosecutor|beskuldigde|skuldigbevinding|vonnis)\b/gi;
const CONSTITUTIONAL_WORDS =
  /\b(constitutional (?:validity|invalidity|challenge|right|rights)|bill of rights|unconstitutional|grondwet(?:lik)?)\b/gi;
const COMMERCIAL_WORDS =
  /\b(company|companies|shareholders?|liquidat\w*|insolven\w*|insurer|insurance|bank|surety\w*|cession|creditors?|debtor|contract of sale|lease|tender|maatskappy|versekeraar|likwidasie)\b/gi;

function countMatches(text: string, words: RegExp): number {
  return text.match(words)?.length ?? 0;
}

/**
 * A judgment's case type for the search filter, read from its title and words: a prosecution ("S v …")
 * or a text that speaks mostly of accused and sentences is criminal; one from the Constitutional Court
 * or much concerned with constitutional validity is constitutional; one about companies, insolvency,
 * insurance, banks and contracts of sale is commercial; any other is civil. Counts are per 10,000
 * characters, so a long judgment does not win on length alone.
 */
export function caseTypeOf(input: {
  title: string | null;
  text: string;
  courtLevel: TResearchCourt | null;
}): TCorpusCaseType {
  const title = input.title ?? "";
  if (CRIMINAL_TITLE.test(title)) return "criminal";
  const per10k = (count: number) => (count * 10_000) / Math.max(input.text.length, 1);
  const criminal = per10k(countMatches(input.text, CRIMINAL_WORDS));
  const constitutional = per10k(countMatches(input.text, CONSTITUTIONAL_WORDS));
  const commercial = per10k(countMatches(input.text, COMMERCIAL_WORDS));
  if (input.courtLevel === "constitutional" || constitutional >= 1.5) return "constitutional";
  if (criminal >= 3 && criminal >= commercial) return "criminal";
  if (commercial >= 3) return "commercial";
  return "civil";
}
