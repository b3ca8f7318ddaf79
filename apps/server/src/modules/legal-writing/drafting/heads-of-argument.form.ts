import { courtHeading, partyRoles } from "./court-heading.ts";
import { type Block, centred, heading, numbered, paragraph, placeholder, strong } from "./document-blocks.ts";
import { authoritiesList, conclusionBlock, type DraftContext, pointSections } from "./draft-sections.ts";
import { shortenForHeading } from "./key-points.ts";

/**
 * Heads of argument as South African courts expect them: introduction, the facts that are common
 * cause, the issues, the argument (one lettered section a key point), the relief sought, counsel's name
 * and date, and the list of authorities. Paragraphs are numbered in one run through the document.
 */
export function draftHeadsOfArgument(context: DraftContext): Block[] {
  const { jurisdiction } = context.request;
  const party = partyRoles(jurisdiction).initiating.toLowerCase();
  const side = placeholder(`${party} / respondent`);
  const issues: Block =
    context.points.length === 0
      ? numbered(placeholder("the issues for determination"))
      : {
          kind: "list",
          ordered: false,
          items: context.points.map((point) => [shortenForHeading(point, 14)]),
        };
  return [
    ...courtHeading(jurisdiction, "HEADS OF ARGUMENT"),
    centred(`ON BEHALF OF THE ${side.toUpperCase()}`),
    heading(2, "INTRODUCTION"),
    numbered(
      `These heads of argument are filed on behalf of the ${side} in ${placeholder("describe the proceedings")}.`,
    ),
    numbered(context.tone.argumentIntroduction),
    heading(2, "FACTS AND COMMON CAUSE"),
    numbered(placeholder("the facts that are common cause, with references to the record")),
    heading(2, "ISSUES"),
    numbered("The issues for determination are the following:"),
    issues,
    heading(2, "ARGUMENT"),
    ...pointSections(context, true, "the argument"),
    heading(2, "RELIEF SOUGHT"),
    conclusionBlock(context, "the order sought, in the terms of the draft order", true),
    paragraph(strong(placeholder("NAME OF COUNSEL"))),
    paragraph(`Counsel for the ${side}`),
    paragraph(`Chambers, ${placeholder("place")}`),
    paragraph(strong("Date: "), placeholder("date")),
    ...authoritiesList(context, "LIST OF AUTHORITIES"),
  ];
}
