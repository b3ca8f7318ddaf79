import { citeSection, VALUE_ADDED_TAX_ACT } from "../legal-sources.ts";
import type { RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

/** A rand amount: "R15 000", "R 1,500.00", "ZAR 2000", "5 000 rand". Case-sensitive R, so "r1" in words is not one. */
const RAND_AMOUNT = /\bR\s?\d|\bZAR\s?\d|\d[\d\s,.]*\s(?:[Rr]ands?)\b/;
const VAT_MENTIONED = /\bVAT\b|value[- ]added\s+tax/i;
const VAT_TREATMENT_STATED =
  /(?:inclusive|exclusive)\s+of\s+(?:VAT|value[- ]added\s+tax)|\b(?:incl|excl)\.?\s*(?:of\s+)?VAT|(?:plus|excluding|including|\+)\s+(?:VAT|value[- ]added\s+tax)|VAT\s+(?:inclusive|exclusive|included|excluded|incl|excl)|not\s+(?:a\s+)?(?:registered\s+)?VAT\s+vendor|not\s+registered\s+(?:as\s+a\s+vendor|for\s+VAT)/i;

/**
 * Value-Added Tax Act 89 of 1991, s 64(1): a price charged by a vendor for a taxable supply is deemed to
 * include VAT, whether or not the vendor included it. A price stated without saying whether it is
 * inclusive or exclusive of VAT therefore leaves the supplier paying 15/115 of it to SARS if it meant the
 * price to be VAT-exclusive. No check when the contract states no rand amounts.
 */
export function reviewVat(context: ReviewContext): RuleOutcome {
  const price = findFirstMatch(context.clauses, RAND_AMOUNT);
  if (price === null) return { checks: [], findings: [] };
  const requirement = "Prices stated as inclusive or exclusive of VAT (VAT Act s 64)";
  if (VAT_TREATMENT_STATED.test(context.text)) {
    return {
      checks: [
        buildCheck("vat", requirement, "compliant", "The contract says whether its prices include VAT."),
      ],
      findings: [],
    };
  }
  const isMentioned = VAT_MENTIONED.test(context.text);
  return {
    checks: [
      buildCheck(
        "vat",
        requirement,
        isMentioned ? "needs_review" : "non_compliant",
        isMentioned
          ? "VAT is mentioned, but the contract does not say clearly whether its prices include it."
          : "Prices are stated without saying whether they include VAT; by law they are deemed to include it.",
      ),
    ],
    findings: [
      buildClauseFinding(price.clause, price.focus, {
        id: isMentioned ? "vat-unclear" : "vat-unstated",
        type: categoryLabel("vat"),
        severity: isMentioned ? "low" : "medium",
        description:
          "The price does not say whether it is inclusive or exclusive of VAT. A vendor's price is deemed to include VAT, so if VAT was meant to be added the supplier bears it.",
        recommendation:
          'State each price as "exclusive of VAT" (with VAT added at the prevailing rate) or "inclusive of VAT".',
        source: citeSection(VALUE_ADDED_TAX_ACT, "64"),
      }),
    ],
  };
}
