import type { DocumentBlock } from "./document-reading.ts";
import { splitSentences } from "./sentences.ts";
import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/**
 * Passive voice in an affidavit's averments ("it was said", "the lease was signed by"): the deponent
 * must say who did what, or the averment is hearsay or vague and an opponent will say so. Only the
 * averments are read: from the oath ("make oath and state") to the commissioner's attestation. Standard
 * phrases of the form ("I am advised", "duly authorised", "annexed hereto marked") are left alone.
 */

const CHECK = "affidavit-passive-voice";

const IRREGULAR_PARTICIPLES =
  "said told given made paid sent taken seen done held brought sold bought found left kept shown written " +
  "spoken hit put set shut cut struck stolen drawn driven thrown caught taught sought built lent spent lost " +
  "won met heard broken chosen hidden beaten bitten torn";
const PASSIVE = new RegExp(
  String.raw`\b(?:am|is|are|was|were|be|been|being)\s+(?:(?:not|also|then|duly|never|subsequently|later|\p{L}+ly)\s+){0,2}(\p{L}{2,}ed|${IRREGULAR_PARTICIPLES.split(" ").join("|")})\b(\s+by\s+(?:(?:the|a|an|my|his|her|its|their|our)\s+)?[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]*){0,3})?`,
  "gu",
);
/** Participles that, after "to be", describe a state or belong to the affidavit's standard phrases. */
const NOT_PASSIVE: ReadonlySet<string> = new Set(
  (
    "advised authorised authorized informed annexed attached marked situated located born married employed " +
    "entitled obliged required satisfied concerned interested prepared based called named incorporated " +
    "registered domiciled dated headed titled qualified opposed involved related composed indeed need " +
    "unemployed retired divorced widowed aggrieved detailed aforementioned"
  ).split(" "),
);

const OATH = /make oath and state|solemnly (?:and sincerely )?(?:affirm|declare)/i;
const ATTESTATION = /commissioner of oaths|sworn (?:to )?before me|affirmed before me|^I certify that/i;

function avermentBlocks(blocks: DocumentBlock[], mayLackOath: boolean): DocumentBlock[] {
  const oathIndex = blocks.findIndex((block) => OATH.test(block.text));
  if (oathIndex === -1 && !mayLackOath) return [];
  const averments: DocumentBlock[] = [];
  for (const block of blocks.slice(oathIndex + 1)) {
    if (ATTESTATION.test(block.text)) break;
    if (block.kind !== "heading") averments.push(block);
  }
  return averments;
}

export const checkAffidavitPassiveVoice: DocumentCheck = ({ document, documentType }) => {
  if (documentType !== "affidavit" && documentType !== "court_application") return [];
  // A court application's notice of motion speaks in the passive by form; only its affidavit is read.
  const averments = avermentBlocks(document.blocks, documentType === "affidavit");
  const findings: Suggestion[] = [];
  for (const block of averments)
    for (const sentence of splitSentences(block.text)) {
      const match = [...sentence.text.matchAll(PASSIVE)].find(
        (candidate) => !NOT_PASSIVE.has((candidate[1] ?? "").toLowerCase()),
      );
      if (!match) continue;
      const agent = match[2]?.trim();
      findings.push({
        id: suggestionId(CHECK, block.start + sentence.start + match.index),
        type: "improvement",
        severity: "medium",
        text: `The averment is in the passive voice: "${match[0].trim()}".`,
        recommendation: agent
          ? `Say it in the active voice, naming who acted first (${agent.replace(/^by\s+/i, "")} …), as the deponent's own account.`
          : 'Say who did what: the deponent must state who acted (for example "The respondent told me …"), or the averment is vague and open to attack as hearsay.',
      });
    }
  return findings;
};
