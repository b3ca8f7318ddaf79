import type { BodySentence, JudgmentBody } from "./judgment-body.ts";

/**
 * Facts, issues and holding, picked from the reasons by the phrases South African courts use for
 * each (in English and Afrikaans) and by where each usually stands: the facts after the introduction,
 * the issue once the facts are told, the holding towards the end. A part no phrase marks is left
 * empty rather than filled with the nearest sentence.
 */

export const MOST_FACTS = 4;
export const MOST_ISSUES = 3;
export const MOST_HOLDINGS = 4;

type Located = BodySentence & { words: string; position: number };

const FACT_CUE =
  /\b(?:the (?:relevant |material |salient |essential |basic |undisputed |main |pertinent |following |background )?facts (?:are|were|is|of (?:this|the) (?:case|matter|appeal)|giving rise|which (?:gave|give) rise|relevant to|may be|can be|as (?:found|set out|they appear|agreed)|and circumstances)|(?:the |by way of |factual )background\b|(?:it is|it was|it became|are|is|were|was|the following (?:is|are|was|were)|appear as) common cause|(?:is|was|are|were) not (?:in dispute|disputed)|the undisputed (?:facts|evidence)|the (?:sequence of )?events (?:which|that|leading)|the history of (?:the|this) (?:matter|case|litigation|dispute)|(?:briefly|shortly) (?:stated|put|summarised)|die (?:tersaaklike |relevante |wesenlike |volgende )?feite (?:is|was|van die saak)|(?:is|was|synde) gemeenskaplike saak|nie in geskil nie|onbetwis|die agtergrond)/i;

const PARTY =
  /\b(?:appellants?|respondents?|applicants?|plaintiffs?|defendants?|accused|deceased|complainant|the state|trustees?|liquidators?|eisers?|eiseres|verweerders?|verweerderes|appellante?|respondente?|beskuldigdes?|oorledene|klaer)\b/i;
const PAST_EVENT =
  /\b(?:was|were|had|entered into|concluded|signed|sold|bought|purchased|paid|instituted|applied|launched|issued|convicted|sentenced|acquitted|arrested|died|killed|employed|dismissed|obtained|leased|lent|borrowed|transferred|registered|received|sued|claimed|brought|granted|refused|het|is deur|was deur)\b/i;
const DATE =
  /\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|Januarie|Februarie|Maart|Mei|Junie|Julie|Augustus|Oktober|Desember)\s+\d{4}\b/;
const CITATION_LIKE =
  /\(\d\)\s*SA\b|\d{4}\s*\(\d\)|\[\d{4}\]|\bsupra\b|\b\d{4} [A-Z]{1,3}D \d|\bat \d+[A-J]\b/;
const OPINION =
  /\b(?:in my (?:view|opinion|judgment)|I (?:am|think|consider|find|agree|do not|cannot|would|have no)|na my (?:mening|oordeel)|myns insiens|ek (?:is|meen|stem))\b/i;

const ISSUE_CUES = [
  /\b(?:issues?|questions?|points?|disputes?|enquiry|inquiry|geskilpunte?|vraag|vrae|kwessies?|strydvraag)\b[^.;]{0,90}?\b(?:(?:is|was|are|were|remains?|becomes?)\s+(?:\S+\s+){0,3}?whether|(?:arises?|arose)\s+whether|for (?:decision|determination|consideration|adjudication)|to be (?:decided|determined|answered|considered)|on appeal (?:is|was|are)|in (?:this|the) appeal (?:is|was)|before (?:us|this court|the court) (?:is|was)|ter beslissing|wat beantwoord moet word|is of|was of)\b/i,
  /\b(?:crisp|sole|only|central|crucial|critical|decisive|narrow|real|principal|main|remaining|enigste|vernaamste)\s+(?:issue|question|point|dispute|vraag|geskilpunt|kwessie)\b/i,
  /\b(?:turns? on|turned on|hinges on|the crux of|the appeal (?:concerns|raises)|raises the question|draai om)\b/i,
];
/** Said of a question the court declines to decide: not the issue on appeal. */
const ISSUE_SET_ASIDE =
  /\b(?:nothing (?:turns|hinges)|need not|unnecessary|not necessary|do not (?:propose|intend)|hoef nie|onnodig|nie nodig)\b/i;

const HOLDING_CONCLUSIONS =
  /\b(?:it follows(?: therefore| then)? that|I (?:therefore |accordingly |thus |would )?(?:conclude|hold)|I am (?:therefore |accordingly |thus |consequently )?(?:of the (?:view|opinion)|satisfied|persuaded|not persuaded|unable to (?:agree|find|accept))|for (?:these|the|all these|all the|the above|the foregoing|the reasons) reasons|in the circumstances,? (?:I|the|it)|the (?:court a quo|trial court|court below|magistrate|learned judge) (?:erred|was (?:correct|right|wrong)|correctly|misdirected|should have)|dit volg(?: dus)? dat|ek is (?:gevolglik |dus )?van (?:oordeel|mening)|om (?:gemelde|hierdie|dié|die voormelde|bogemelde|voormelde) redes|ek kom tot die gevolgtrekking|ek meen gevolglik)\b/i;
const HOLDING_VIEWS =
  /\b(?:in my (?:view|opinion|judgment)|in our (?:view|opinion)|I (?:find|consider|think) that|it is (?:clear|plain) that|na my (?:mening|oordeel)|myns insiens|volgens my)\b/i;
const STARTS_QUOTED = /^[“"‘']/;

function locate(text: string, body: JudgmentBody): Located[] {
  const count = body.sentences.length;
  return body.sentences.map((sentence, index) => ({
    ...sentence,
    words: text.slice(sentence.start, sentence.end),
    position: count > 1 ? index / (count - 1) : 0,
  }));
}

function isProse(sentence: Located): boolean {
  return sentence.words.split(/\s+/).length >= 5 && /[.?!:;”"’'@)]$/.test(sentence.words);
}

function inTextOrder<Sentence extends BodySentence>(sentences: Sentence[]): BodySentence[] {
  return [...sentences]
    .sort((left, right) => left.start - right.start)
    .map(({ start, end, paragraph }) => ({ start, end, paragraph }));
}

function narrativeScore(sentence: Located): number {
  let score = 0;
  if (PARTY.test(sentence.words)) score += 1;
  if (PAST_EVENT.test(sentence.words)) score += 1;
  if (DATE.test(sentence.words)) score += 1;
  if (CITATION_LIKE.test(sentence.words)) score -= 2;
  if (OPINION.test(sentence.words)) score -= 3;
  if (STARTS_QUOTED.test(sentence.words)) score -= 1;
  return score;
}

/** Facts are told in the first half of the reasons. */
const FACTS_REACH = 0.5;

/**
 * The facts: from the first sentence that announces them ("The facts are …", "It is common cause
 * that …") on, while the sentences still narrate; failing a cue, the early sentences that narrate
 * what the parties did and when.
 */
export function findFacts(text: string, body: JudgmentBody, taken: Set<number>): BodySentence[] {
  const early = locate(text, body).filter(
    (sentence) => sentence.position <= FACTS_REACH && !taken.has(sentence.start) && isProse(sentence),
  );
  const cueIndex = early.findIndex(
    (sentence) => FACT_CUE.test(sentence.words) && !OPINION.test(sentence.words) && !isIssue(sentence.words),
  );
  if (cueIndex >= 0) {
    const facts = [early[cueIndex]!];
    for (const sentence of early.slice(cueIndex + 1)) {
      if (facts.length >= MOST_FACTS) break;
      if (narrativeScore(sentence) < 1 || isIssue(sentence.words)) break;
      facts.push(sentence);
    }
    return inTextOrder(facts);
  }
  const narrated = early.filter((sentence) => narrativeScore(sentence) >= 2 && !isIssue(sentence.words));
  return inTextOrder(narrated.slice(0, MOST_FACTS));
}

function isIssue(words: string): boolean {
  return ISSUE_CUES.some((pattern) => pattern.test(words)) && !ISSUE_SET_ASIDE.test(words);
}

/** The issue: sentences that name the question for decision, earliest first (the main one comes first). */
export function findIssues(text: string, body: JudgmentBody, taken: Set<number>): BodySentence[] {
  const issues = locate(text, body).filter(
    (sentence) =>
      !taken.has(sentence.start) &&
      isProse(sentence) &&
      !STARTS_QUOTED.test(sentence.words) &&
      isIssue(sentence.words),
  );
  // A question stated early frames the appeal; the same words late in the reasons usually restate it.
  const ranked = [...issues].sort(
    (left, right) => Number(left.position > 0.6) - Number(right.position > 0.6) || left.start - right.start,
  );
  return inTextOrder(ranked.slice(0, MOST_ISSUES));
}

function holdingScore(sentence: Located): number {
  let score = 0;
  if (HOLDING_CONCLUSIONS.test(sentence.words)) score += 3;
  else if (HOLDING_VIEWS.test(sentence.words)) score += 2;
  else return 0;
  if (sentence.position >= 0.7) score += 2;
  else if (sentence.position >= 0.4) score += 1;
  if (STARTS_QUOTED.test(sentence.words)) score -= 3;
  if (CITATION_LIKE.test(sentence.words)) score -= 1;
  return score;
}

/** The lowest score a holding needs: a concluding phrase, or a view stated in the second half. */
const HOLDING_THRESHOLD = 3;

/** The holding: the court's conclusions, the strongest and latest first, given in text order. */
export function findHolding(text: string, body: JudgmentBody, taken: Set<number>): BodySentence[] {
  const scored = locate(text, body)
    .filter((sentence) => !taken.has(sentence.start) && isProse(sentence))
    .map((sentence) => ({ sentence, score: holdingScore(sentence) }))
    .filter(({ score }) => score >= HOLDING_THRESHOLD)
    .sort((left, right) => right.score - left.score || right.sentence.start - left.sentence.start);
  return inTextOrder(scored.slice(0, MOST_HOLDINGS).map(({ sentence }) => sentence));
}
