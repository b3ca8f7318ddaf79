import { toNameCase } from "./judgment-name-case.ts";

/**
 * The parties from the header's "In the matter between … and …" block, sorted by the role written
 * beside each name (APPELLANT, First Respondent, Eerste Respondent, Applicant, Defendant …), and the
 * case title a law report would print: "Ngcobo and Others v Salimba CC". Two appeals heard together
 * ("And in the matter between") give two matters, and the title joins them with "; ".
 */

export type JudgmentParties = { applicants: string[]; respondents: string[] };

type Side = "applicant" | "respondent" | "neither";

const ORDINAL =
  "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\d{1,3}\\s?(?:st|nd|rd|th|ste|de)|eerste|tweede|derde|vierde|vyfde|sesde|sewende|agtste|negende|tiende)";
const APPLICANT_ROLE =
  "appellants?|applicants?|plaintiffs?|petitioners?|excipients?|appelante?|appellante|applikante?|eisers?|eiseres|eiseresse";
const RESPONDENT_ROLE =
  "respondents?|respondente|defendants?|verweerders?|verweerderes|accused|beskuldigdes?";
const OTHER_ROLE =
  "amicus\\s+curiae|amici\\s+curiae|intervening\\s+(?:party|parties|applicants?|respondents?)|interveners?|third\\s+party|interested\\s+party|intervenient|objectors?";

/** A role written at the end of a line (or alone on it), after the name. */
const ROLE_AT_END = new RegExp(
  `(?:^|\\s)((?:${ORDINAL}\\s+)?(?:${APPLICANT_ROLE}|${RESPONDENT_ROLE}|${OTHER_ROLE}))(?:\\s+(?:no\\.?\\s*)?\\d{1,3})?\\s*[.:]?\\s*$`,
  "i",
);
/** "Appellant (Plaintiff in the court a quo)": the role in the court below, after the role here. */
const ROLE_BELOW = /\s*\([^()]*\b(?:a\s+quo|court\s+below|in\s+the\s+court|hof\s+a\s+quo)\b[^()]*\)\s*$/i;
const ORDINAL_ONLY = new RegExp(`^${ORDINAL}$`, "i");

const PARTIES_INTRO =
  /^\s*(?:and\s+|en\s+)?(?:in\s+(?:the\s+)?(?:ex\s+parte\s+)?(?:matter|application|appeal|case|petition)\s+(?:between|of)|in\s+die\s+(?:saak|aansoek|appèl|appel)\s+(?:tussen|van)|insake|in\s+re|ex\s+parte|between)\b[\s:]*/i;
/** Header labels after the parties: the block ends at the first of them. */
const BLOCK_END =
  /^\s*(?:coram|before|composition\s+of|present|bench|heard|date|delivered|decided|hearing|verhoor\w*|gelewer|datum|lewering\w*|neutral\s+citation|citation|summary|flynote|key\s*words|sleutelbegrip|order\s*$|judgment\s*$|judgement\s*$|uitspraak\s*$)\b|^\s*hof\s*:|^\s*_{3,}/i;
/** A case number between two matters ends the first one (the 1999 layout of joined appeals). */
const MATTER_END = /^\s*(?:case|saak)\s*(?:no|nr|number|nommer)|^\s*saaknommer/i;
const SEPARATOR = /^\s*(?:and|en|v|vs|versus|teen|against|-+\s*and\s*-+|–\s*and\s*–)\s*[.:]?\s*$/i;
/** A line describing a party's role below ("(Plaintiff in the court a quo)"), not part of its name. */
const DESCRIPTION =
  /^\s*\(.*(?:a\s+quo|court\s+below|in\s+the\s+court|plaintiff|defendant|applicant|respondent|eiser|verweerder|registration|reg\.?\s*no|identity|id\s*no|case\s*no).*\)\s*$/i;
/** A line ending in a joining word continues the same name on the next line. */
const CONTINUES = /(?:\b(?:of|and|for|the|van|en|die|vir|de|der|in|on)|[&,(\-–/])\s*$/i;

function sideOfRole(role: string): Side {
  const bare = role.replace(new RegExp(`^${ORDINAL}\\s+`, "i"), "").trim();
  if (new RegExp(`^(?:${APPLICANT_ROLE})$`, "i").test(bare)) return "applicant";
  if (new RegExp(`^(?:${RESPONDENT_ROLE})$`, "i").test(bare)) return "respondent";
  return "neither";
}

const PLURAL_ROLE =
  /(?:appellants|applicants|plaintiffs|petitioners|excipients|respondents|defendants|appellante|appelante|applikante|respondente|eisers|verweerders|beskuldigdes)$/i;

/** "F O U R T H" → "FOURTH": PDF text spaces out the letters of some headings and roles. */
function closeSpacedLetters(line: string): string {
  return /^\s*(?:\p{L} ){2,}\p{L}\s*$/u.test(line) ? line.replace(/ /g, "") : line;
}

function joinNameLines(lines: string[]): string {
  let name = "";
  for (const line of lines) {
    const part = line.trim();
    if (name === "") name = part;
    // "MOTORVOERTUIG-" / "ONGELUKKEFONDS": a word broken at the end of a line.
    else if (/\p{L}-$/u.test(name)) name += part;
    else name += ` ${part}`;
  }
  return name;
}

function cleanName(raw: string): string {
  const name = toNameCase(
    raw
      .replace(/\s+/g, " ")
      .replace(/\s+:/g, ":")
      .replace(/[\s,;:]+$/, "")
      .trim(),
  );
  return name;
}

/** Several names over one plural role ("P J de WAAL NO / J G ROUX NO / Respondente") are several parties. */
function splitNames(lines: string[], isPlural: boolean): string[] {
  if (!isPlural) return [joinNameLines(lines)];
  const names: string[][] = [];
  for (const line of lines) {
    const current = names.at(-1);
    if (current && (CONTINUES.test(current.at(-1)!) || /^\s*(?:\(|and\b|of\b|&)/i.test(line)))
      current.push(line);
    else names.push([line]);
  }
  return names.map(joinNameLines);
}

type Matter = { applicants: string[]; respondents: string[]; isExParte?: boolean };

/** A line that carries on the name above it: "AND CONSTITUTIONAL DEVELOPMENT", "(PTY) LTD", "t/a …". */
const STARTS_AS_CONTINUATION = /^\s*(?:\(|&|(?:and|of|for|en|vir|t\/a|trading|h\/a)\b)/i;
/** The words a company's or an official's name ends with. */
const ENDS_AS_ENTITY =
  /\b(?:cc|bk|ltd|limited|beperk|\(pty\)|\(edms\)|inc|incorporated|n\.?o\.?|trust|association|union|company|corporation|municipality|fund)\s*$/i;

/*
 * The parties block is read line by line. A name usually ends at the line with its role ("SASOL
 * MINING (PTY) LTD   SECOND APPELLANT", or "TESVEN CC" then "FIRST APPELLANT"). Some headers write
 * the role on a name's first line and go on below it ("JACOBS AND VAN ASWEGEN   First Respondent /
 * PROPERTY DEVELOPERS CC"); lines between two roles are then given to the name above when they read
 * as its continuation, end it as a company name does, or the header has shown that layout already.
 */
class MatterReader {
  readonly matters: Matter[] = [];
  private current: Matter = { applicants: [], respondents: [] };
  private pending: string[] = [];
  private unlabelled: { before: string[]; after: string[] } = { before: [], after: [] };
  private hasSeparator = false;
  private lastWasRole = false;
  private lastRoleHadName = false;
  private pendingFollowsRole = false;
  private lastSide: Side = "neither";
  private hasRoleFirstLayout = false;

  private lastNames(): string[] | null {
    if (this.lastSide === "neither") return null;
    const names = this.lastSide === "applicant" ? this.current.applicants : this.current.respondents;
    return names.length > 0 ? names : null;
  }

  private appendToLastName(lines: string[]): void {
    const names = this.lastNames();
    if (!names || lines.length === 0) return;
    // The continuation's first word is not the name's first word: "… Department of Justice and Constitutional Development".
    const continuation = cleanName(joinNameLines(lines)).replace(/^(?:And|Of|For|En|Van|Vir)\b/, (word) =>
      word.toLowerCase(),
    );
    names[names.length - 1] = `${names.at(-1)} ${continuation}`;
  }

  /** Of the lines between a role written beside a name and the next such role, those that finish the first name. */
  private takeContinuation(nextName: string): void {
    if (!this.pendingFollowsRole || !this.lastRoleHadName || !this.lastNames()) return;
    let taken = 0;
    let previous = this.lastNames()!.at(-1)!;
    while (taken < this.pending.length) {
      const line = this.pending[taken]!;
      if (!CONTINUES.test(previous) && !STARTS_AS_CONTINUATION.test(line)) break;
      previous = line;
      taken += 1;
    }
    const rest = this.pending.slice(taken);
    const restBelongsAbove =
      rest.length > 0 &&
      !CONTINUES.test(rest.at(-1)!) &&
      !STARTS_AS_CONTINUATION.test(nextName) &&
      (ENDS_AS_ENTITY.test(rest.at(-1)!) || this.hasRoleFirstLayout);
    const above = restBelongsAbove ? this.pending : this.pending.slice(0, taken);
    this.appendToLastName(above);
    this.pending = this.pending.slice(above.length);
  }

  addRole(nameLines: string[], role: string): void {
    const side = sideOfRole(role);
    if (nameLines.length > 0 && this.pending.length > 0) this.takeContinuation(nameLines[0]!);
    const lines = [...this.pending, ...nameLines].filter((line) => line.trim() !== "");
    this.pending = [];
    this.lastWasRole = true;
    this.lastRoleHadName = nameLines.length > 0;
    this.lastSide = side;
    if (lines.length === 0 || side === "neither") return;
    const names = splitNames(lines, PLURAL_ROLE.test(role.trim())).map(cleanName);
    (side === "applicant" ? this.current.applicants : this.current.respondents).push(...names);
  }

  addNameLine(line: string): void {
    if (this.pending.length === 0) this.pendingFollowsRole = this.lastWasRole;
    this.pending.push(line);
    this.lastWasRole = false;
  }

  /** Lines left between a role and "and" or the end of the block can only finish the name above. */
  private finishLastName(): boolean {
    if (!this.pendingFollowsRole || !this.lastNames() || this.pending.length > 3) return false;
    this.appendToLastName(this.pending);
    this.pending = [];
    this.hasRoleFirstLayout = true;
    return true;
  }

  addSeparator(): void {
    if (this.pending.length > 0 && !this.finishLastName()) {
      (this.hasSeparator ? this.unlabelled.after : this.unlabelled.before).push(joinNameLines(this.pending));
      this.pending = [];
    }
    this.hasSeparator = true;
    this.lastWasRole = false;
  }

  markExParte(): void {
    this.current.isExParte = true;
  }

  endMatter(): void {
    if (this.pending.length > 0 && !this.finishLastName()) {
      if (this.hasSeparator) {
        this.unlabelled.after.push(joinNameLines(this.pending));
      } else if (this.current.isExParte && this.current.applicants.length === 0) {
        // "EX PARTE JOHN SMITH" names the only party without a role.
        this.current.applicants.push(cleanName(joinNameLines(this.pending)));
      }
    }
    // A block with no roles at all: the names before "and"/"v" are the applicants, those after the respondents.
    if (this.current.applicants.length === 0 && this.current.respondents.length === 0 && this.hasSeparator) {
      this.current.applicants.push(...this.unlabelled.before.map(cleanName));
      this.current.respondents.push(...this.unlabelled.after.map(cleanName));
    }
    if (this.current.applicants.length > 0 || this.current.respondents.length > 0)
      this.matters.push(this.current);
    this.current = { applicants: [], respondents: [] };
    this.pending = [];
    this.unlabelled = { before: [], after: [] };
    this.hasSeparator = false;
    this.lastWasRole = false;
    this.lastRoleHadName = false;
    this.pendingFollowsRole = false;
    this.lastSide = "neither";
  }
}

/** Where the parties start when the header has no "In the matter between": after the last header label. */
function findUnintroducedStart(lines: string[]): number {
  const firstRole = lines.findIndex((line) => ROLE_AT_END.test(line));
  if (firstRole === -1) return -1;
  let start = firstRole;
  while (start > 0) {
    const previous = lines[start - 1]!;
    if (/\b(?:court|hof|case|saak|reportable|rapporteerbaar)\b|\d\s?\/\s?\d/i.test(previous)) break;
    start -= 1;
  }
  return start;
}

/** The parties of each matter the header names, in order. */
export function findMatters(frontMatter: string): Matter[] {
  const rawLines = frontMatter.split(/\r?\n/).map(closeSpacedLetters);
  // "FOURTH" on one line and "RESPONDENT" on the next are one role.
  const lines: string[] = [];
  for (const line of rawLines) {
    const previous = lines.at(-1);
    if (previous !== undefined && ORDINAL_ONLY.test(previous.trim()) && ROLE_AT_END.test(line.trim())) {
      lines[lines.length - 1] = `${previous.trim()} ${line.trim()}`;
    } else lines.push(line);
  }
  const introIndex = lines.findIndex((line) => PARTIES_INTRO.test(line));
  const start = introIndex === -1 ? findUnintroducedStart(lines) : introIndex;
  if (start === -1) return [];
  const reader = new MatterReader();
  for (const line of lines.slice(start, start + 120)) {
    let trimmed = line.trim().replace(ROLE_BELOW, "");
    const intro = PARTIES_INTRO.exec(trimmed);
    if (intro) {
      reader.endMatter();
      const isExParte = /ex\s+parte/i.test(intro[0]);
      if (isExParte) reader.markExParte();
      // "In the matter between: JOHN SMITH   Applicant" and "EX PARTE JOHN SMITH" put a party on the intro's line.
      trimmed = trimmed.slice(intro[0].length).trim();
      if (trimmed === "" || !(isExParte || ROLE_AT_END.test(trimmed))) continue;
    }
    if (BLOCK_END.test(trimmed)) break;
    if (MATTER_END.test(trimmed)) {
      reader.endMatter();
      continue;
    }
    if (trimmed === "" || DESCRIPTION.test(trimmed)) continue;
    if (SEPARATOR.test(trimmed)) {
      reader.addSeparator();
      continue;
    }
    const role = ROLE_AT_END.exec(trimmed);
    if (role) {
      const name = trimmed.slice(0, role.index).trim();
      reader.addRole(name === "" ? [] : [name], role[1]!);
      continue;
    }
    reader.addNameLine(trimmed);
  }
  reader.endMatter();
  return reader.matters;
}

/** All applicants and all respondents across the matters, each once. */
export function collectParties(matters: Matter[]): JudgmentParties {
  return {
    applicants: [...new Set(matters.flatMap((matter) => matter.applicants))],
    respondents: [...new Set(matters.flatMap((matter) => matter.respondents))],
  };
}

const ALREADY_PLURAL = /\b(?:and|en)\s+(?:\d+\s+|(?:an)?other\s+)?(?:others?|another|andere|ander)\s*$/i;

function nameWithOthers(names: string[]): string {
  const first = names[0]!;
  if (names.length === 1 || ALREADY_PLURAL.test(first)) return first;
  return names.length === 2 ? `${first} and Another` : `${first} and Others`;
}

function titleOfMatter(matter: Matter): string | null {
  if (matter.applicants.length > 0 && matter.respondents.length > 0) {
    return `${nameWithOthers(matter.applicants)} v ${nameWithOthers(matter.respondents)}`;
  }
  return matter.isExParte && matter.applicants.length > 0
    ? `Ex parte ${nameWithOthers(matter.applicants)}`
    : null;
}

/** "Zwelake Ngcobo and Others v Salimba CC; Fikile Ngcobo v B.W.J. van Rensburg"; null without both sides. */
export function buildTitle(matters: Matter[]): string | null {
  const titles = matters.map(titleOfMatter).filter((title) => title !== null);
  return titles.length === 0 ? null : titles.join("; ");
}
