import { LEGAL_WRITING_PRACTICE_AREA_LABELS } from "@inkundla/shared";
import { type Block, centred, heading, paragraph, placeholder, strong } from "./document-blocks.ts";
import { authoritiesList, conclusionBlock, type DraftContext, pointSections } from "./draft-sections.ts";

/**
 * A case summary in the order a South African lawyer reads a judgment: the case and court, facts,
 * issues, the person's points on the reasoning (one section a point, with the passages placed there),
 * the order and the judgment's significance. What the person did not supply stays a placeholder.
 */
export function draftCaseSummary(context: DraftContext): Block[] {
  return [
    heading(1, context.title || "CASE SUMMARY", "center"),
    centred(strong("CASE SUMMARY")),
    paragraph(strong("Case: "), placeholder("case name and citation")),
    paragraph(strong("Court: "), placeholder("court")),
    paragraph(strong("Date of judgment: "), placeholder("date")),
    paragraph(strong("Judges: "), placeholder("the judges")),
    paragraph(strong("Practice area: "), LEGAL_WRITING_PRACTICE_AREA_LABELS[context.request.practiceArea]),
    heading(2, "FACTS"),
    paragraph(placeholder("the material facts")),
    heading(2, "ISSUES"),
    paragraph(placeholder("the issues the court decided")),
    heading(2, "REASONING"),
    ...pointSections(context, false, "the court's reasoning"),
    heading(2, "ORDER"),
    paragraph(placeholder("the order made")),
    heading(2, "SIGNIFICANCE"),
    conclusionBlock(context, "the significance of the judgment"),
    ...authoritiesList(context, "AUTHORITIES"),
  ];
}
