import { LEGAL_WRITING_CLIENT_TYPE_LABELS, LEGAL_WRITING_PRACTICE_AREA_LABELS } from "@inkundla/shared";
import { courtName } from "./court-heading.ts";
import { type Block, heading, paragraph, placeholder, signatureLine, strong } from "./document-blocks.ts";
import { authoritiesList, type DraftContext, pointSections } from "./draft-sections.ts";

/**
 * A brief to counsel, as an attorney instructs an advocate: the matter, counsel, the instructing
 * attorneys, the documents enclosed, the background, the points for counsel's attention (one a key
 * point, with the authorities placed there) and what counsel is asked to do.
 */
export function draftLegalBrief(context: DraftContext): Block[] {
  return [
    heading(1, "BRIEF TO COUNSEL", "center"),
    paragraph(strong("Matter: "), context.title || placeholder("matter")),
    paragraph(strong("Court: "), courtName(context.request.jurisdiction)),
    paragraph(strong("Counsel: "), placeholder("name of counsel")),
    paragraph(strong("Instructing attorneys: "), placeholder("firm name and reference")),
    paragraph(
      strong("Client: "),
      placeholder("client name"),
      ` (${LEGAL_WRITING_CLIENT_TYPE_LABELS[context.request.clientType]})`,
    ),
    paragraph(strong("Practice area: "), LEGAL_WRITING_PRACTICE_AREA_LABELS[context.request.practiceArea]),
    heading(2, "DOCUMENTS ENCLOSED"),
    { kind: "list", ordered: true, items: [[placeholder("the documents enclosed")]] },
    heading(2, "BACKGROUND"),
    paragraph(placeholder("the background to the matter")),
    heading(2, "POINTS FOR COUNSEL'S ATTENTION"),
    ...pointSections(context, true, "the points for counsel's attention"),
    heading(2, "COUNSEL IS REQUESTED TO"),
    paragraph(placeholder("the mandate: to advise, to draft, to appear")),
    paragraph(strong("Date: "), placeholder("date")),
    ...signatureLine([strong(placeholder("NAME OF INSTRUCTING ATTORNEY"))], ["Instructing attorney"]),
    ...authoritiesList(context, "AUTHORITIES"),
  ];
}
