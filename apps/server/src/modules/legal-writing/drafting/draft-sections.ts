import { LEGAL_WRITING_CLIENT_TYPE_LABELS } from "@inkundla/shared";
import {
  type Block,
  emphasis,
  heading,
  type Inline,
  numbered,
  paragraph,
  placeholder,
  signatureLine,
  strong,
} from "./document-blocks.ts";
import { asSentence, isQuestion, shortenForHeading } from "./key-points.ts";
import type { LegalWritingRequest } from "./legal-writing-request.ts";
import type { PlacedAuthority } from "./source-placement.ts";
import type { TonePhrasing } from "./tone-phrasing.ts";

/** What every document form is drafted from, and the authorities the form ends up citing. */
export type DraftContext = {
  request: LegalWritingRequest;
  /** The title, with any case citation no source carries taken out. */
  title: string;
  points: string[];
  authorities: PlacedAuthority[];
  tone: TonePhrasing;
  /** Filled as a form writes authorities in: a form without argument (an affidavit) cites none. */
  cited: PlacedAuthority[];
};

function cite(context: DraftContext, authority: PlacedAuthority): void {
  if (!context.cited.includes(authority)) context.cited.push(authority);
}

/** The authorities placed at a point: the signal, the citation, and the passage's sentence quoted. */
export function authorityBlocks(context: DraftContext, pointIndex: number, isNumbered: boolean): Block[] {
  const signal = context.tone.authoritySignal;
  return context.authorities
    .filter((authority) => authority.pointIndex === pointIndex)
    .flatMap((authority) => {
      cite(context, authority);
      const lead: Inline[] = [`${signal} ${authority.citation}${authority.quotation ? ":" : "."}`];
      const blocks = [isNumbered ? numbered(...lead) : paragraph(...lead)];
      if (authority.quotation) blocks.push({ kind: "quote", content: [`“${authority.quotation}”`] });
      return blocks;
    });
}

/** Authorities the person asked for that a source carries but whose passage matches none of the points. */
export function furtherAuthorityBlocks(context: DraftContext, isNumbered: boolean): Block[] {
  return context.authorities
    .filter((authority) => authority.pointIndex === null)
    .map((authority) => {
      cite(context, authority);
      const content: Inline[] = ["Further authority: ", `${authority.citation}.`];
      return isNumbered ? numbered(...content) : paragraph(...content);
    });
}

/** Letters A, B … for the argument's sub-headings, as heads of argument are divided. */
function sectionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/**
 * One sub-heading for each key point, the point in the person's words, and the authorities placed at it.
 * A point written as a question is discussed, not asserted, so it gets a placeholder for the discussion.
 */
export function pointSections(context: DraftContext, isNumbered: boolean, emptyLabel: string): Block[] {
  if (context.points.length === 0)
    return [isNumbered ? numbered(placeholder(emptyLabel)) : paragraph(placeholder(emptyLabel))];
  const blocks = context.points.flatMap((point, index) => {
    const body = isQuestion(point) ? placeholder("discussion of this question") : asSentence(point);
    return [
      heading(3, `${sectionLetter(index)}. ${shortenForHeading(point)}`),
      isNumbered ? numbered(body) : paragraph(body),
      ...authorityBlocks(context, index, isNumbered),
    ];
  });
  return [...blocks, ...furtherAuthorityBlocks(context, isNumbered)];
}

export function conclusionBlock(context: DraftContext, what: string, isNumbered = false): Block {
  const content = `${context.tone.conclusionLeadIn} ${placeholder(what)}.`;
  return isNumbered ? numbered(content) : paragraph(content);
}

/** The authorities the draft cited, listed once each, as heads of argument and opinions end. */
export function authoritiesList(context: DraftContext, title: string): Block[] {
  const citations = [...new Set(context.cited.map((authority) => authority.source.citation.trim()))];
  if (citations.length === 0) return [];
  return [
    heading(2, title),
    { kind: "list", ordered: false, items: citations.map((citation) => [citation]) },
  ];
}

/** The questions the person wrote as questions, or a placeholder for them. */
export function questionsList(context: DraftContext, label: string): Block {
  const questions = context.points.filter(isQuestion);
  return questions.length === 0
    ? paragraph(placeholder(label))
    : { kind: "list", ordered: true, items: questions.map((question) => [question]) };
}

export function clientLine(request: LegalWritingRequest): Block {
  return paragraph(
    strong("Prepared for: "),
    placeholder("client name"),
    ` (${LEGAL_WRITING_CLIENT_TYPE_LABELS[request.clientType]})`,
  );
}

export function authorBlocks(): Block[] {
  return [
    ...signatureLine([strong(placeholder("NAME OF AUTHOR"))]),
    paragraph(placeholder("place")),
    paragraph(strong("Date: "), placeholder("date")),
  ];
}

/** The person's specific requirements stay visible to the drafter, marked to be removed before use. */
export function draftingNoteBlocks(requirements: string): Block[] {
  const note = requirements.replace(/\s+/g, " ").trim();
  if (note === "") return [];
  return [{ kind: "rule" }, paragraph(emphasis(`Drafting note (remove before use): ${note}`))];
}
