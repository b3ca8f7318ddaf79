import { LEGAL_WRITING_JURISDICTION_LABELS, LEGAL_WRITING_PRACTICE_AREA_LABELS } from "@inkundla/shared";
import { type Block, centred, heading, paragraph, placeholder, strong } from "./document-blocks.ts";
import {
  authorBlocks,
  authoritiesList,
  clientLine,
  conclusionBlock,
  type DraftContext,
  pointSections,
  questionsList,
} from "./draft-sections.ts";

/**
 * Opinions, memoranda and research reports share their spine: the question(s), a short answer, the
 * facts, the discussion (one section a key point, with the authorities placed there) and a conclusion.
 * A key point written as a question is listed as a question. Advanced and expert work states its
 * assumptions and qualifications, which the person fills in.
 */

function assumptionsSection(context: DraftContext): Block[] {
  const { complexity } = context.request;
  if (complexity !== "advanced" && complexity !== "expert") return [];
  return [
    heading(2, "ASSUMPTIONS AND QUALIFICATIONS"),
    paragraph(placeholder("the assumptions made and the qualifications to this advice")),
  ];
}

function areaLines(context: DraftContext): Block[] {
  return [
    paragraph(strong("Practice area: "), LEGAL_WRITING_PRACTICE_AREA_LABELS[context.request.practiceArea]),
    paragraph(strong("Jurisdiction: "), LEGAL_WRITING_JURISDICTION_LABELS[context.request.jurisdiction]),
  ];
}

function discussion(context: DraftContext, title: string): Block[] {
  return [
    heading(2, title),
    paragraph(context.tone.argumentIntroduction),
    ...pointSections(context, false, "the discussion"),
  ];
}

export function draftLegalOpinion(context: DraftContext): Block[] {
  return [
    heading(1, context.title || "OPINION", "center"),
    centred(strong("OPINION")),
    clientLine(context.request),
    ...areaLines(context),
    heading(2, "QUESTIONS"),
    questionsList(context, "the question(s) on which the opinion is sought"),
    heading(2, "SHORT ANSWER"),
    paragraph(placeholder("a short answer to each question")),
    heading(2, "FACTS"),
    paragraph(`This opinion is based on the following facts: ${placeholder("the facts as instructed")}.`),
    ...assumptionsSection(context),
    ...discussion(context, "DISCUSSION"),
    heading(2, "CONCLUSION"),
    conclusionBlock(context, "the conclusion on each question"),
    ...authorBlocks(),
    ...authoritiesList(context, "AUTHORITIES"),
  ];
}

export function draftLegalMemorandum(context: DraftContext): Block[] {
  return [
    heading(1, "MEMORANDUM", "center"),
    paragraph(strong("To: "), placeholder("recipient")),
    paragraph(strong("From: "), placeholder("author")),
    paragraph(strong("Date: "), placeholder("date")),
    paragraph(strong("Re: "), context.title || placeholder("subject")),
    ...areaLines(context),
    { kind: "rule" },
    heading(2, "QUESTIONS PRESENTED"),
    questionsList(context, "the question(s) presented"),
    heading(2, "SHORT ANSWER"),
    paragraph(placeholder("a short answer to each question")),
    heading(2, "FACTS"),
    paragraph(placeholder("the relevant facts")),
    ...assumptionsSection(context),
    ...discussion(context, "DISCUSSION"),
    heading(2, "CONCLUSION"),
    conclusionBlock(context, "the conclusion and recommended next steps"),
    ...authoritiesList(context, "AUTHORITIES"),
  ];
}

export function draftLegalResearchReport(context: DraftContext): Block[] {
  return [
    heading(1, context.title || "LEGAL RESEARCH REPORT", "center"),
    centred(strong("LEGAL RESEARCH REPORT")),
    clientLine(context.request),
    ...areaLines(context),
    paragraph(strong("Date: "), placeholder("date")),
    heading(2, "RESEARCH QUESTIONS"),
    questionsList(context, "the research question(s)"),
    heading(2, "SUMMARY OF FINDINGS"),
    paragraph(placeholder("a summary of the findings")),
    ...assumptionsSection(context),
    ...discussion(context, "ANALYSIS"),
    heading(2, "CONCLUSION"),
    conclusionBlock(context, "the conclusion of the research"),
    ...authoritiesList(context, "AUTHORITIES CONSULTED"),
  ];
}
