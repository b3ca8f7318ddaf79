/**
 * Reads an Act's short title backwards from the word "Act": "the Labour Relations Act" → "Labour
 * Relations Act". A short title is a run of capitalised words joined by a few small words ("Promotion
 * of Access to Information Act", "Land Reform (Labour Tenants) Act"). Walking back word by word keeps
 * this linear; a regex anchored on "Act" would have to guess where the title starts.
 */

const JOINING_WORDS: ReadonlySet<string> = new Set("of and for on in to & van en op tot".split(" "));
// "the"/"die" belongs to a title only after "of"/"van"/"op" ("Constitution of the Republic ..."); elsewhere
// it starts the sentence's noun phrase ("the Insolvency Act"), so the title begins after it.
const ARTICLES: ReadonlySet<string> = new Set(["the", "die"]);
const WORDS_BEFORE_AN_ARTICLE_IN_A_TITLE: ReadonlySet<string> = new Set(["of", "van", "op"]);
// Capitalised words that open a sentence or a clause rather than a title.
const WORDS_THAT_DO_NOT_START_A_TITLE: ReadonlySet<string> = new Set(
  (
    "A After Also An And Any Art Article Artikel As At Before Both But By Cf Chapter Compare Dat Die " +
    "Dit Each Every For From Further Hierdie However If In Ingevolge Is Its Kragtens Neither No Nor " +
    "Not Of On Or Part Per Regulation Rule Schedule Section Sections See Since So That The Their " +
    "These This Those Thus To Under Unlike Van Volgens When Where Whereas While With"
  ).split(" "),
);
const TITLE_WORD = /^\(?\p{Lu}[\p{L}\p{N}'’-]*\)?$/u;
const MAX_TITLE_WORDS = 14;
const LOOK_BACK_CHARACTERS = 200;

type Word = { text: string; start: number };

function isWhitespace(character: string | undefined): boolean {
  return character !== undefined && /\s/.test(character);
}

/** The word ending at or before `end` (skipping whitespace), read backwards, or null at the text's start. */
function wordBefore(text: string, end: number, limit: number): Word | null {
  let wordEnd = end;
  while (wordEnd > limit && isWhitespace(text[wordEnd - 1])) wordEnd--;
  let wordStart = wordEnd;
  while (wordStart > limit && !isWhitespace(text[wordStart - 1])) wordStart--;
  // A word running into the look-back limit may be cut in half: treat it as absent.
  if (wordStart === wordEnd || (wordStart === limit && limit > 0)) return null;
  return { text: text.slice(wordStart, wordEnd), start: wordStart };
}

function isDroppedFromTheFront(word: string): boolean {
  return (
    JOINING_WORDS.has(word) ||
    ARTICLES.has(word.toLowerCase()) ||
    WORDS_THAT_DO_NOT_START_A_TITLE.has(word) ||
    word.startsWith("(") ||
    word.includes(")")
  );
}

/** Where the title ending right before `position` starts, or null when no capitalised title precedes it. */
export function findTitleStartBefore(text: string, position: number): number | null {
  if (position === 0 || !isWhitespace(text[position - 1])) return null;
  const limit = Math.max(0, position - LOOK_BACK_CHARACTERS);
  const title: Word[] = [];
  let word = wordBefore(text, position, limit);
  while (word && title.length < MAX_TITLE_WORDS) {
    const previous = wordBefore(text, word.start, limit);
    if (ARTICLES.has(word.text.toLowerCase())) {
      if (!previous || !WORDS_BEFORE_AN_ARTICLE_IN_A_TITLE.has(previous.text)) break;
    } else if (!JOINING_WORDS.has(word.text) && !TITLE_WORD.test(word.text)) {
      break;
    }
    title.unshift(word);
    word = previous;
  }
  const last = title.at(-1);
  if (!last || !TITLE_WORD.test(last.text)) return null;
  while (title.length > 0 && isDroppedFromTheFront(title[0]!.text)) title.shift();
  return title[0]?.start ?? null;
}
