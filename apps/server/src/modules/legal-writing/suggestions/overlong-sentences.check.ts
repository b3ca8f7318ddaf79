import { countWords, splitSentences } from "./sentences.ts";
import { type DocumentCheck, type Suggestion, suggestionId } from "./suggestion.types.ts";

/** Sentences a reader, or a judge, has to read twice: more than 60 words. Headings are not sentences. */

const CHECK = "overlong-sentence";
export const MOST_WORDS_IN_SENTENCE = 60;
const VERY_LONG_SENTENCE = 90;

function opening(sentence: string): string {
  const words = sentence.split(/\s+/);
  return words.length <= 8 ? sentence : `${words.slice(0, 8).join(" ")} …`;
}

export const checkOverlongSentences: DocumentCheck = ({ document }) => {
  const findings: Suggestion[] = [];
  for (const block of document.blocks) {
    if (block.kind === "heading") continue;
    for (const sentence of splitSentences(block.text)) {
      const words = countWords(sentence.text);
      if (words <= MOST_WORDS_IN_SENTENCE) continue;
      findings.push({
        id: suggestionId(CHECK, block.start + sentence.start),
        type: "improvement",
        severity: words > VERY_LONG_SENTENCE ? "medium" : "low",
        text: `This sentence has ${words} words: "${opening(sentence.text)}".`,
        recommendation: `Split it into shorter sentences of no more than ${MOST_WORDS_IN_SENTENCE} words, one idea each.`,
      });
    }
  }
  return findings;
};
