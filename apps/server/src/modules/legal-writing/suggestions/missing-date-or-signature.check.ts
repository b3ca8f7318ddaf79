import type { TLegalWritingDocumentType } from "@inkundla/shared";
import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/**
 * Letters, affidavits, agreements and notices take effect when dated and signed. The check looks for a
 * date (written, or the slot for one: "Date:", "DATED at", "on this … day of", "[date]") and for the
 * signing part the document type needs: a sign-off, the deponent's signature and the commissioner of
 * oaths' attestation, the parties' signatures, the attorneys' signature block.
 */

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTHS})\s+\d{4}\b|\b(?:${MONTHS})\s+\d{1,2},?\s+\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\bday of\b|\bdated?\b\s*(?::|at\b)|\[date\]`,
  "i",
);

type SigningPart = {
  pattern: RegExp;
  check: string;
  severity: Suggestion["severity"];
  text: string;
  recommendation: string;
};

const LETTER_SIGN_OFF: SigningPart = {
  pattern: /\byours (?:faithfully|sincerely|truly)\b|\bkind regards\b|\bregards\b|_{5,}/i,
  check: "missing-signature",
  severity: "medium",
  text: "The letter has no sign-off or signature block.",
  recommendation: 'End with "Yours faithfully" (or "Yours sincerely"), the author\'s name and the firm.',
};
const DEPONENT_SIGNATURE: SigningPart = {
  pattern: /^\W*deponent\W*$|_{3,}\s*deponent\b|signature of (?:the )?deponent/im,
  check: "missing-deponent-signature",
  severity: "high",
  text: "The affidavit has no signature line for the deponent.",
  recommendation: "Add the deponent's signature line (DEPONENT) after the last averment.",
};
const ATTESTATION: SigningPart = {
  pattern: /commissioner of oaths|sworn (?:to )?before me|affirmed before me/i,
  check: "missing-attestation",
  severity: "high",
  text: "The affidavit has no commissioner of oaths' attestation.",
  recommendation:
    "Add the commissioner's certificate that the deponent knows and understands the contents and swore to it, with the place and date, and the commissioner's signature, full names, designation, area and address.",
};
const AGREEMENT_SIGNATURES: SigningPart = {
  pattern: /\bsigned at\b|\bsignature\b|for and on behalf of|_{5,}/i,
  check: "missing-signature",
  severity: "high",
  text: "The agreement has no signature blocks for the parties.",
  recommendation: 'Add a signature block for each party ("SIGNED at [place] on [date]"), with witnesses.',
};
const ATTORNEYS_SIGNATURE: SigningPart = {
  pattern: /\battorneys?\b[^.]{0,40}$|\battorneys? for\b|_{5,}/im,
  check: "missing-signature",
  severity: "medium",
  text: "The notice has no signature block for the applicant's attorneys.",
  recommendation:
    "Add the attorneys' signature block: name, address for service, telephone, email and reference.",
};

const REQUIRED: Partial<Record<TLegalWritingDocumentType, { label: string; signing: SigningPart[] }>> = {
  legal_letter: { label: "letter", signing: [LETTER_SIGN_OFF] },
  affidavit: { label: "affidavit", signing: [DEPONENT_SIGNATURE, ATTESTATION] },
  settlement_agreement: { label: "agreement", signing: [AGREEMENT_SIGNATURES] },
  notice_of_motion: { label: "notice", signing: [ATTORNEYS_SIGNATURE] },
  court_application: {
    label: "application",
    signing: [ATTORNEYS_SIGNATURE, DEPONENT_SIGNATURE, ATTESTATION],
  },
};

export const checkMissingDateOrSignature: DocumentCheck = ({ document, documentType }) => {
  const required = REQUIRED[documentType];
  if (!required) return [];
  const findings: Suggestion[] = [];
  if (!document.blocks.some((block) => DATE.test(block.text)))
    findings.push({
      id: suggestionId("missing-date", 0),
      type: "formatting",
      severity: "medium",
      text: `The ${required.label} is not dated.`,
      recommendation: `Add the date${documentType === "legal_letter" ? " below the references" : ", with the place where it is signed"}.`,
    });
  for (const part of required.signing) {
    if (document.blocks.some((block) => part.pattern.test(block.text))) continue;
    findings.push({
      id: suggestionId(part.check, 0),
      type: part.severity === "high" ? "legal_accuracy" : "formatting",
      severity: part.severity,
      text: part.text,
      recommendation: part.recommendation,
    });
  }
  return findings;
};
