import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/**
 * Capitalised terms used as defined terms ("the Effective Date") that the document never defines. A term
 * is defined in brackets and quotes where first used ('("the Agreement")', '(together "the Parties")')
 * or in a definitions clause ('"Effective Date" means …'). The check is conservative: it speaks only in
 * a document that defines terms at all, only of terms used at least twice after a lower-case "the", and
 * never of courts, statutes, offices and the parties' procedural names, which need no definition.
 */

const CHECK = "undefined-term";
const MINIMUM_USES = 2;

const BRACKETED_DEFINITION = /\(\s*(?:[\p{L},]+\s+){0,4}["“]([^"”]{1,60})["”]\s*\)/gu;
const DEFINITIONS_CLAUSE =
  /["“](\p{Lu}[^"”]{0,60})["”]\s+(?:shall\s+)?(?:means?|has\s+the\s+meaning|includes?|refers?\s+to)\b/gu;
const CAPITALISED_USE = /(?<![\p{L}"“])the\s+(\p{Lu}[\p{Ll}’'-]+(?:\s+\p{Lu}[\p{Ll}’'-]+){0,3})/gu;

/** Words that make a capitalised phrase an institution, a statute or a procedural name, not a defined term. */
const INSTITUTIONAL_WORDS: ReadonlySet<string> = new Set(
  (
    "Court Courts Act Acts Constitution Republic Minister Ministry Department Registrar Sheriff Master " +
    "Tribunal Commission Commissioner Rules Rule Regulations Regulation Code Bill Parliament Province " +
    "Municipality Council Board Authority Service Bank Government State Honourable Judge Justice " +
    "President Magistrate Office Division Applicant Applicants Respondent Respondents Plaintiff " +
    "Plaintiffs Defendant Defendants Appellant Appellants Accused Deponent Prosecution Bench Gazette " +
    "Treasury Society Union Learned High Supreme Constitutional Labour Competition Uniform National " +
    "South African Africa Western Eastern Northern Free Cape Gauteng Natal Premier Legislature Assembly " +
    "Chapter Schedule Annexure Part Preamble Lord God"
  ).split(" "),
);

function withoutArticle(term: string): string {
  return term.replace(/^(?:the|The)\s+/, "").trim();
}

function singular(term: string): string {
  if (term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.endsWith("s") && !term.endsWith("ss")) return term.slice(0, -1);
  return term;
}

function collectDefinitions(text: string): Set<string> {
  const defined = new Set<string>();
  for (const pattern of [BRACKETED_DEFINITION, DEFINITIONS_CLAUSE])
    for (const match of text.matchAll(pattern)) {
      const term = withoutArticle(match[1] ?? "");
      if (/^\p{Lu}/u.test(term)) defined.add(singular(term));
    }
  return defined;
}

function isDefined(term: string, defined: ReadonlySet<string>): boolean {
  const wanted = singular(term);
  for (const definition of defined)
    if (wanted === definition || wanted.startsWith(`${definition} `)) return true;
  return false;
}

function isInstitutional(term: string): boolean {
  return term.split(/\s+/).some((word) => INSTITUTIONAL_WORDS.has(word));
}

export const checkDefinedTerms: DocumentCheck = ({ document }) => {
  const prose = document.blocks.filter((block) => block.kind !== "heading");
  const defined = collectDefinitions(prose.map((block) => block.text).join("\n"));
  if (defined.size === 0) return [];
  const uses = new Map<string, { count: number; offset: number }>();
  for (const block of prose)
    for (const match of block.text.matchAll(CAPITALISED_USE)) {
      const term = match[1] ?? "";
      if (isDefined(term, defined) || isInstitutional(term)) continue;
      const known = uses.get(term);
      if (known) known.count += 1;
      else uses.set(term, { count: 1, offset: block.start + match.index });
    }
  const findings: Suggestion[] = [];
  for (const [term, use] of uses) {
    if (use.count < MINIMUM_USES) continue;
    findings.push({
      id: suggestionId(CHECK, use.offset),
      type: "legal_accuracy",
      severity: "medium",
      text: `"the ${term}" is used ${use.count} times as a defined term but is never defined.`,
      recommendation: `Define it where it is first used, for example (“the ${term}”), or in the definitions clause; if it is not meant as a defined term, write it in lower case.`,
    });
  }
  return findings;
};
