import { courtHeading } from "./court-heading.ts";
import { type Block, numbered, paragraph, placeholder, signatureLine, strong } from "./document-blocks.ts";
import type { DraftContext } from "./draft-sections.ts";
import { asSentence } from "./key-points.ts";

/**
 * An affidavit in the South African form: the court heading, the oath ("I, the undersigned … do hereby
 * make oath and state that:"), the deponent's averments as numbered paragraphs (one a key point, in the
 * deponent's voice), the deponent's signature and the commissioner of oaths' attestation under the
 * regulations made under the Justices of the Peace and Commissioners of Oaths Act. An affidavit states
 * facts, not law, so it cites no authority.
 */
export function affidavitBlocks(
  context: DraftContext,
  options: { name: string; averments: string[]; isFounding: boolean },
): Block[] {
  const averments =
    options.averments.length === 0
      ? [numbered(placeholder("the deponent's averments, one fact a paragraph"))]
      : options.averments.map((averment) => numbered(asSentence(averment)));
  return [
    ...courtHeading(context.request.jurisdiction, options.name),
    paragraph(
      `I, the undersigned, ${placeholder("FULL NAMES OF DEPONENT")}, do hereby make oath and state that:`,
    ),
    numbered(
      `I am an adult ${placeholder("occupation or position")}, residing at ${placeholder("address")}.`,
    ),
    numbered(
      "The facts in this affidavit are within my personal knowledge, save where the context indicates otherwise, and are to the best of my belief both true and correct.",
    ),
    ...(options.isFounding
      ? [
          numbered(
            `I am ${placeholder("the applicant / duly authorised to depose to this affidavit on behalf of the applicant")}.`,
          ),
        ]
      : []),
    ...averments,
    ...(options.isFounding
      ? [
          numbered(
            "WHEREFORE I pray for an order in terms of the notice of motion to which this affidavit is annexed.",
          ),
        ]
      : []),
    ...signatureLine([strong("DEPONENT")]),
    paragraph(
      "I certify that the deponent has acknowledged that the deponent knows and understands the contents of this affidavit. " +
        `It was signed and sworn to before me at ${placeholder("place")} on this ${placeholder("day")} day of ${placeholder("month")} ${placeholder("year")}. ` +
        "The regulations in Government Notice No. R1258 of 21 July 1972, as amended, and Government Notice No. R1648 of 19 August 1977, as amended, have been complied with.",
    ),
    ...signatureLine(
      [strong("COMMISSIONER OF OATHS")],
      ["Full names: ", placeholder("full names")],
      ["Designation: ", placeholder("designation")],
      ["Area: ", placeholder("area")],
      ["Address: ", placeholder("address")],
    ),
  ];
}

export function draftAffidavit(context: DraftContext): Block[] {
  return affidavitBlocks(context, { name: "AFFIDAVIT", averments: context.points, isFounding: false });
}
