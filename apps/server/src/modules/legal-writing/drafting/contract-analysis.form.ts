import { LEGAL_WRITING_PRACTICE_AREA_LABELS } from "@inkundla/shared";
import { type Block, centred, heading, paragraph, placeholder, strong } from "./document-blocks.ts";
import {
  authorBlocks,
  authoritiesList,
  clientLine,
  conclusionBlock,
  type DraftContext,
  pointSections,
} from "./draft-sections.ts";

/**
 * A contract analysis: which contract, between whom, the provisions the person wants examined (one
 * section a key point), the risks, the recommendations and a conclusion.
 */
export function draftContractAnalysis(context: DraftContext): Block[] {
  return [
    heading(1, context.title || "CONTRACT ANALYSIS", "center"),
    centred(strong("CONTRACT ANALYSIS")),
    clientLine(context.request),
    paragraph(strong("Contract: "), placeholder("name and date of the contract")),
    paragraph(strong("Parties: "), placeholder("the parties to the contract")),
    paragraph(strong("Practice area: "), LEGAL_WRITING_PRACTICE_AREA_LABELS[context.request.practiceArea]),
    heading(2, "PURPOSE AND SCOPE"),
    paragraph(
      `This analysis considers the contract named above on the points set out below. ${placeholder("any limits of the review")}`,
    ),
    heading(2, "ANALYSIS OF KEY PROVISIONS"),
    ...pointSections(context, false, "the provisions analysed"),
    heading(2, "RISKS"),
    paragraph(placeholder("the risks identified")),
    heading(2, "RECOMMENDATIONS"),
    paragraph(placeholder("the recommended amendments or actions")),
    heading(2, "CONCLUSION"),
    conclusionBlock(context, "the overall assessment of the contract"),
    ...authorBlocks(),
    ...authoritiesList(context, "AUTHORITIES"),
  ];
}
