import type { BuiltinTemplate } from "../document-template.types.ts";
import {
  clause,
  clauses,
  clauseWithDetails,
  heading,
  ifField,
  paragraph,
  signatureLine,
} from "./template-html.ts";

/**
 * The commissioner of oaths' certificate follows the Regulations Governing the Administering of an Oath or
 * Affirmation (GN R1258 of 21 July 1972) under the Justices of the Peace and Commissioners of Oaths Act 16 of
 * 1963: the deponent's acknowledgements, the place and date of swearing, and the commissioner's particulars.
 */
export function commissionerOfOathsCertificate(): string {
  return [
    paragraph(
      "I certify that the deponent has acknowledged that he or she knows and understands the contents of this affidavit, has no objection to taking the prescribed oath, and considers the prescribed oath to be binding on his or her conscience; and that this affidavit was signed and sworn to before me at ____________________ on this ______ day of ____________________ 20____, the regulations contained in Government Notice R1258 of 21 July 1972, as amended, having been complied with.",
    ),
    signatureLine("<strong>COMMISSIONER OF OATHS</strong>"),
    paragraph("Full names: ______________________________"),
    paragraph("Designation (rank or office): ______________________________"),
    paragraph("Area for which appointed: ______________________________"),
    paragraph("Business address: ______________________________"),
  ].join("");
}

export const affidavitTemplate: BuiltinTemplate = {
  key: "affidavit",
  name: "Affidavit",
  description:
    "A sworn statement by the client as deponent, with the commissioner of oaths' certificate required by the regulations under the Justices of the Peace and Commissioners of Oaths Act 16 of 1963.",
  category: "Court Pleadings",
  language: "English",
  documentType: "pleading",
  wordProcessor: true,
  aliases: [
    "sworn statement",
    "sworn affidavit",
    "statement under oath",
    "founding affidavit",
    "supporting affidavit",
    "deposition",
  ],
  keywords: [
    "affidavit",
    "sworn",
    "oath",
    "depose",
    "deponent",
    "commissioner",
    "statement",
    "swear",
    "affirm",
  ],
  html: [
    ifField(
      "matter.caseNumber",
      paragraph("<strong>IN THE {{matter.court}}</strong>", "center"),
      paragraph("Case number: {{matter.caseNumber}}", "right"),
    ),
    heading("AFFIDAVIT", 1),
    paragraph(
      "I, the undersigned, <strong>{{client.name}}</strong> (identity number {{client.idNumber}}), do hereby make oath and say that:",
    ),
    clauses(
      clause("I am an adult, residing at {{client.address}}."),
      clause(
        "The facts in this affidavit are within my personal knowledge, unless the context indicates otherwise, and are to the best of my knowledge and belief both true and correct.",
      ),
      clauseWithDetails("I state as follows:"),
    ),
    paragraph("I know and understand the contents of this affidavit."),
    signatureLine("<strong>DEPONENT</strong>", "{{client.name}}"),
    commissionerOfOathsCertificate(),
  ].join(""),
};
