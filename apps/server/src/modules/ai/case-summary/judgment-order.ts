import type { BodySentence, JudgmentBody } from "./judgment-body.ts";
import { findSignatureStart } from "./judgment-body.ts";

/**
 * The court's order: the operative words a practitioner needs first. South African judgments give it
 * at the end ("In the result the appeal is dismissed with costs", "The following order is made: 1. …"),
 * and recent ones repeat it under an "ORDER" heading before the reasons. An order quoted from the
 * court below sits early in the reasons, so only the second half of the body is read for it.
 */

export type OrderPart = { start: number; end: number; paragraph: string | null };

/*
 * A disposition: what happens to the appeal or application, in English or Afrikaans. Past tense ("was
 * dismissed") is history, not this court's order, and is left out. "The appeal must fail" is the
 * court's conclusion; it counts as the order only where no firmer words follow it.
 */
const FIRM_DISPOSITIONS = [
  /\b(?:appeals?|cross-appeals?|applications?|review|action|claim|petition|exception|special plea|point in limine)\b[^.;:]{0,80}?\b(?:is|are|be|will be|stands?)\s+(?:accordingly\s+|therefore\s+|consequently\s+|hereby\s+|also\s+|according\s+|thus\s+)?(?:dismissed|upheld|allowed|refused|granted|struck (?:off|from)|removed|set aside|successful|unsuccessful)\b/i,
  /\b(?:appeals?|cross-appeals?|application)\b[^.;:]{0,40}?\b(?:succeeds?|fails?)\b/i,
  /\b(?:accused|appellants?|applicants?)\b[^.;:]{0,40}?\b(?:is|are)\s+(?:found (?:not )?guilty|acquitted|discharged|convicted|sentenced)\b/i,
  /\b(?:appèl|appel|kruisappèl|aansoek|hersiening|aksie|eis)\b[^.;:]{0,80}?\b(?:word|is)\b[^.;:]{0,60}?\b(?:van die hand gewys|afgewys|gehandhaaf|toegestaan|toegelaat|van die rol geskrap|tersyde gestel)\b/i,
  /\b(?:appèl|appel|kruisappèl|aansoek)\b[^.;:]{0,40}?(?<!\bte )\b(?:slaag|misluk)\b|\b(?:slaag|misluk)\s+die\s+(?:appèl|appel|kruisappèl|aansoek)\b/i,
];
const TENTATIVE_DISPOSITIONS = [
  /\b(?:appeals?|cross-appeals?|applications?|review|action|claim)\b[^.;:]{0,80}?\b(?:must|should|ought to)\s+(?:be\s+)?(?:dismissed|upheld|allowed|refused|granted|set aside|succeed|fail)\b/i,
  /\b(?:appèl|appel|kruisappèl|aansoek|aksie|eis)\b[^.;:]{0,80}?\b(?:moet|behoort)\b[^.;:]{0,60}?\b(?:van die hand gewys|afgewys|gehandhaaf|toegestaan|slaag|misluk|te slaag|te misluk)\b/i,
];

/** A sentence that announces the order's items. */
const INTRODUCER =
  /(?:\bfollowing (?:order|orders)\b|\border(?:s)? (?:is|are) (?:made|granted|substituted)\b|\bit is (?:hereby )?ordered\b|\bmake the following\b|\bsubstituted?\b[^.]{0,60}\bfollowing\b|\breplaced\b[^.]{0,40}\bfollowing\b|\bvolgende bevel\b|\bbevel word gemaak\b|\bvervang\b[^.]{0,40}\bvolgende\b|\bword gelas\b)/i;

/** An introducer that says nothing but "here is the order" adds nothing once its items are listed. */
const BARE_INTRODUCER =
  /^(?:in the result,?\s*|accordingly,?\s*|consequently,?\s*)?(?:the following (?:order|orders) (?:is|are) made|i would make the following order|it is (?:hereby )?ordered(?: that)?|i make the following order|die volgende bevel word (?:gemaak|toegestaan|uitgereik))\s*:?$/i;

/** Words of an order that do not decide the appeal itself: costs, substituted orders, declarations. */
const ORDER_WORDS =
  /\b(?:set aside|costs?|substituted|replaced|(?:is|are) (?:hereby )?ordered|(?:is|are) declared|interdicted|condoned|remitted|referred back|struck (?:off|from) the roll|no order|tersyde gestel|koste|vervang|gelas|verklaar|terugverwys)\b/i;

const ORDER_HEADING = /(?:^|\n)[ \t]*(?:ORDER|Order|BEVEL|Bevel)[ \t]*:?[ \t]*(?=\n)/g;
const JUDGMENT_HEADING =
  /\n[ \t]*(?:JUDGMENT|J U D G M E N T|Judgment|UITSPRAAK|Uitspraak)[ \t]*:?[ \t]*(?=\n|$)/;

function isFirmDisposition(sentence: string): boolean {
  return FIRM_DISPOSITIONS.some((pattern) => pattern.test(sentence));
}

function isDisposition(sentence: string): boolean {
  return isFirmDisposition(sentence) || TENTATIVE_DISPOSITIONS.some((pattern) => pattern.test(sentence));
}

function isOrderLike(sentence: string): boolean {
  return isDisposition(sentence) || INTRODUCER.test(sentence) || ORDER_WORDS.test(sentence);
}

type Marker = { style: string; value: number; start: number; textStart: number };

/*
 * An item marker at the start of a line, after an optional opening quote: "1.", "1)", "(1)", "1",
 * "(a)", "a)", "a.". Roman numerals ("(i)") are read as letters; they only matter inside an item.
 */
const ITEM_MARKER =
  /(?:^|\n)[ \t]*[“"‘]?(?:\((\d{1,2})\)|(\d{1,2})([.)]?)|\(([a-z]{1,4})\)|([a-z])([.)]))(?=[ \t]*\n|[ \t]+[\p{L}“"‘'(])/gu;

function readMarkers(text: string, from: number, to: number): Marker[] {
  const markers: Marker[] = [];
  const region = text.slice(from, to);
  for (const match of region.matchAll(ITEM_MARKER)) {
    const [whole, parenNumber, number, numberSuffix, parenLetter, letter, letterSuffix] = match;
    const markerStart = from + match.index + (whole.startsWith("\n") ? 1 : 0);
    const textStart = from + match.index + whole.length;
    if (parenNumber)
      markers.push({ style: "(1)", value: Number(parenNumber), start: markerStart, textStart });
    else if (number)
      markers.push({ style: `1${numberSuffix}`, value: Number(number), start: markerStart, textStart });
    else if (parenLetter?.length === 1)
      markers.push({ style: "(a)", value: parenLetter.charCodeAt(0) - 96, start: markerStart, textStart });
    else if (letter)
      markers.push({
        style: `a${letterSuffix}`,
        value: letter.charCodeAt(0) - 96,
        start: markerStart,
        textStart,
      });
  }
  return markers;
}

/**
 * The order's top-level items between `from` and `to`: markers of the style of the first one,
 * numbered 1, 2, 3 … (or a, b, c …). Markers of another style ("(a)" inside "2.") stay inside their item.
 */
export function readOrderItems(text: string, from: number, to: number): OrderPart[] {
  const markers = readMarkers(text, from, to);
  const first = markers[0];
  // The items follow the introducer at once; a marker further on belongs to something else.
  if (first?.value !== 1 || text.slice(from, first.start).trim().length > 2) return [];
  const topLevel = [first];
  for (const marker of markers.slice(1))
    if (marker.style === first.style && marker.value === topLevel.at(-1)!.value + 1) topLevel.push(marker);
  return topLevel.flatMap((marker, index) => {
    const itemEnd = topLevel[index + 1]?.start ?? to;
    const span = trim(text, marker.textStart, itemEnd);
    return span ? [{ ...span, paragraph: null }] : [];
  });
}

function trim(text: string, start: number, end: number): { start: number; end: number } | null {
  let trimmedStart = start;
  let trimmedEnd = end;
  while (trimmedStart < trimmedEnd && /\s/.test(text[trimmedStart]!)) trimmedStart += 1;
  while (trimmedEnd > trimmedStart && /\s/.test(text[trimmedEnd - 1]!)) trimmedEnd -= 1;
  return trimmedEnd > trimmedStart ? { start: trimmedStart, end: trimmedEnd } : null;
}

/** The paragraph an offset falls in or, between paragraphs, the one it follows. */
function paragraphAt(sentences: BodySentence[], offset: number): string | null {
  let paragraph: string | null = null;
  for (const sentence of sentences) {
    if (sentence.start > offset) break;
    paragraph = sentence.paragraph;
  }
  return paragraph;
}

/** The order stated under an "ORDER" heading above the reasons, as recent judgments do. */
function findOrderBeforeReasons(text: string, body: JudgmentBody): OrderPart[] {
  const header = text.slice(0, body.start);
  const heading = [...header.matchAll(ORDER_HEADING)].at(-1);
  if (!heading) return [];
  const from = heading.index + heading[0].length;
  const judgmentHeading = JUDGMENT_HEADING.exec(header.slice(from));
  const to = judgmentHeading ? from + judgmentHeading.index : body.start;
  // "On appeal from: … (Smith J sitting as court of first instance):" names the court below.
  const appealFrom = /^\s*on appeal from\b[^\n]*(?:\n(?![ \t]*[“"‘(]?\d)[^\n]*)*?:[ \t]*(?=\n)/i.exec(
    text.slice(from, to),
  );
  const itemsFrom = appealFrom ? from + appealFrom[0].length : from;
  const items = readOrderItems(text, itemsFrom, to);
  if (items.length > 0) return items;
  const span = trim(text, itemsFrom, to);
  return span && isDisposition(text.slice(span.start, span.end)) ? [{ ...span, paragraph: null }] : [];
}

/** How many sentences at the end are read for the order however short the judgment. */
const LAST_SENTENCES = 5;
/** How many sentences before the last disposition may still belong to the order. */
const LONGEST_WALK_BACK = 6;

/** The order at the end of the reasons. */
function findOrderAtEnd(text: string, body: JudgmentBody): OrderPart[] {
  const { sentences } = body;
  const sentenceText = (index: number) => text.slice(sentences[index]!.start, sentences[index]!.end);
  // The last paragraph, or the last few sentences, hold the order even of a short judgment.
  const halfway = body.start + (body.end - body.start) / 2;
  const lastParagraph = sentences.at(-1)?.paragraph ?? null;
  const isInReach = (index: number) =>
    sentences[index]!.start >= halfway ||
    index >= sentences.length - LAST_SENTENCES ||
    (lastParagraph !== null && sentences[index]!.paragraph === lastParagraph);
  const isIntroducing = (words: string) => INTRODUCER.test(words) && /:\s*$/.test(words);
  let last = -1;
  let tentative = -1;
  for (let index = sentences.length - 1; index >= 0 && isInReach(index); index -= 1) {
    const words = sentenceText(index);
    if (isFirmDisposition(words) || isIntroducing(words)) {
      last = index;
      break;
    }
    if (tentative < 0 && isDisposition(words)) tentative = index;
  }
  if (last < 0) last = tentative;
  if (last < 0) return [];
  // An order opens with a disposition or an introducer; costs talk in the reasons before it is not one.
  let first = last;
  for (let index = last - 1; index >= Math.max(0, last - LONGEST_WALK_BACK); index -= 1) {
    const words = sentenceText(index);
    if (!isOrderLike(words)) break;
    if (isFirmDisposition(words) || INTRODUCER.test(words)) first = index;
  }
  // After its last disposition an order may still set aside the order below and quote its substitute.
  let end = last;
  while (end + 1 < sentences.length && isOrderLike(sentenceText(end + 1))) end += 1;

  for (let index = first; index <= end; index += 1) {
    const sentence = sentences[index]!;
    if (!INTRODUCER.test(sentenceText(index)) || !/:\s*$/.test(sentenceText(index))) continue;
    // The items end at the signature or at the next numbered paragraph, whichever comes first.
    const nextParagraph = body.paragraphStarts.find((start) => start > sentence.end) ?? body.end;
    const orderEnd = findSignatureStart(text, sentence.end, Math.min(body.end, nextParagraph));
    const items = readOrderItems(text, sentence.end, orderEnd);
    if (items.length === 0) continue;
    const before = sentences
      .slice(first, index + 1)
      .filter((candidate) => !BARE_INTRODUCER.test(text.slice(candidate.start, candidate.end).trim()));
    const withParagraphs = items.map((item) => ({ ...item, paragraph: paragraphAt(sentences, item.start) }));
    return [...before, ...withParagraphs];
  }
  const order = sentences.slice(first, end + 1);
  const saying = order.filter(
    (sentence) => !BARE_INTRODUCER.test(text.slice(sentence.start, sentence.end).trim()),
  );
  return saying.length > 0 ? saying : order;
}

/** The court's order, item by item, or nothing when the judgment states none that these rules know. */
export function findOrder(text: string, body: JudgmentBody): OrderPart[] {
  const beforeReasons = findOrderBeforeReasons(text, body);
  return beforeReasons.length > 0 ? beforeReasons : findOrderAtEnd(text, body);
}
