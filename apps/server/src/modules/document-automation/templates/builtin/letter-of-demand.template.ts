import type { BuiltinTemplate } from "../document-template.types.ts";
import { clause, clauses, clauseWithDetails, letterhead, paragraph, signatureLine } from "./template-html.ts";

/** The opening of every letter of demand: letterhead, date, addressee, heading and "we act for". */
export function demandLetterOpening(title: string): string {
  return [
    letterhead(),
    paragraph("Our ref: {{matter.reference}}<br>Date: {{date}}"),
    paragraph("<strong>{{matter.opposingParty}}</strong>"),
    paragraph("BY REGISTERED POST AND EMAIL"),
    paragraph("Dear Sir or Madam"),
    paragraph(`<strong>${title}: {{client.name}} / {{matter.opposingParty}}</strong>`),
  ].join("");
}

export function demandLetterClosing(): string {
  return [
    paragraph("Yours faithfully"),
    signatureLine("<strong>{{author.name}}</strong>", "{{author.title}}", "{{firm.name}}"),
  ].join("");
}

export const letterOfDemandTemplate: BuiltinTemplate = {
  key: "letter-of-demand",
  name: "Letter of demand",
  description:
    "Demands payment of an amount owed to the client within ten days, failing which summons will be issued. For a debt under a credit agreement, use the National Credit Act section 129 variant.",
  category: "Legal Letters",
  language: "English",
  documentType: "correspondence",
  wordProcessor: true,
  aliases: ["demand letter", "letter of demand for payment", "final demand", "payment demand"],
  keywords: [
    "demand",
    "payment",
    "owed",
    "owing",
    "outstanding",
    "debt",
    "debtor",
    "unpaid",
    "invoice",
    "arrears",
    "amount",
    "pay",
    "collection",
  ],
  html: [
    demandLetterOpening("LETTER OF DEMAND"),
    clauses(
      clause('We act for {{client.name}} ("our client"), on whose instructions we write.'),
      clauseWithDetails(
        "Our client instructs us that you are indebted to it as set out below, that the amount is due, owing and payable, and that you have failed to pay it despite being asked to do so:",
      ),
      clause(
        "We hereby demand payment of the full amount within <strong>10 (ten) days</strong> of the date of this letter. Payment must be made into our trust account, the details of which we will provide on request, quoting our reference {{matter.reference}}.",
      ),
      clause(
        "Should you fail to pay within that period, we hold instructions to institute legal proceedings against you without further notice, in which our client will claim the capital amount, interest at the prescribed rate from the date of demand until the date of payment, and the costs of the proceedings.",
      ),
      clause(
        "If you dispute the debt, or wish to propose an arrangement to pay it, please write to us within the same period, setting out the grounds of the dispute or your proposal in full.",
      ),
      clause("All our client's rights are reserved."),
    ),
    demandLetterClosing(),
  ].join(""),
};
