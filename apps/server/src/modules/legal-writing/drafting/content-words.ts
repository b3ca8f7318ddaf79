/**
 * The words that carry a text's meaning, for matching a retrieved passage to the key point it speaks
 * to. Crude stemming ("cancelled", "cancels" → "cancel") is enough: both texts go through it alike.
 */

const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "the and for that this with from are was were been being have has had not but its his her their " +
    "they them there then than which who whom whose what when where why how all any each other such " +
    "into onto upon over under about after before between during without within also may might must " +
    "shall should would could can will our ours your yours she him you one two per para paras " +
    "paragraph paragraphs section sections see supra ibid above below herein thereof therein hereto " +
    "did does done say said more most some only very own same both either neither nor out off too"
  ).split(" "),
);

function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 6 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 5 && word.endsWith("ed")) return word.slice(0, -2).replace(/(.)\1$/, "$1");
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/\p{L}[\p{L}\p{N}]*/gu)) {
    const word = match[0];
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    words.add(stem(word));
  }
  return words;
}

export function countShared(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared;
}
