import stem from "wink-porter2-stemmer";

/**
 * A search result's fragment: a stretch of one of its passages around the query's words, and where those
 * words are ([start, end) offsets into `text`).
 */
export type MarkedFragment = { text: string; highlights: [number, number][] };

/** The most words a fragment shows: enough for a sentence or two around the words found. */
export const FRAGMENT_WORDS_AT_MOST = 45;

/**
 * The words a search looks for in a passage, as PostgreSQL's full-text search wrote them: `english`,
 * the query's English stems (`websearch_to_tsquery('english', …)`), which match an English passage's
 * words by their stems; `simple`, its words as written (`… ('simple', …)`), which match a passage in
 * another language (corpus-store.repository.ts's `searchConfigOf`).
 */
export type SearchedWords = { english: ReadonlySet<string>; simple: ReadonlySet<string> };

/**
 * A query's words from PostgreSQL's text of a tsquery (`'unfair' & 'dismiss' & !'strike'`): each quoted
 * lexeme (a quote inside doubled), leaving out those the query negates, which no passage found has.
 */
export function tsqueryWords(tsquery: string): Set<string> {
  const words = new Set<string>();
  for (const match of tsquery.matchAll(/(!?)\s*'((?:[^']|'')*)'/g)) {
    if (match[1] !== "!") words.add(match[2]!.replaceAll("''", "'"));
  }
  return words;
}

/** Whether a character is part of a word: a letter or a digit, as PostgreSQL's parser reads words. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
function isWordCharacter(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return WORD_CHARACTER.test(text[index]!);
}

/**
 * English stems already worked out. The Porter2 algorithm (Snowball's `english`, the stemmer behind
 * PostgreSQL's `english_stem`) takes about 3.6 µs a word, and a search marks about 30 passages of
 * about 100 words; a corpus's vocabulary is some tens of thousands of words, so nearly every word is
 * found here. Emptied when it reaches STEMS_KEPT_AT_MOST.
 */
const stems = new Map<string, string>();
const STEMS_KEPT_AT_MOST = 100_000;

/**
 * A lower-case word's English stem, as PostgreSQL's `english` configuration gives it (held against
 * `english_stem` on the built-in corpus by the legal-research tests). A word with a digit ("1996",
 * "312b") is not stemmed: PostgreSQL's parser takes it for a number or a "numword", which the
 * configuration keeps as written, and the stemmer would garble it (it marks a consonant y as "3").
 */
export function englishStem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size >= STEMS_KEPT_AT_MOST) stems.clear();
    stemmed = /\p{N}/u.test(word) ? word : stem(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/**
 * The fragment of a passage to show under a search result: the stretch of at most
 * FRAGMENT_WORDS_AT_MOST words with the most of the query's words in it, those words placed in its
 * middle, and where they are. An English passage's words match by their stems; another language's as
 * written, ignoring case. A passage as short as the stretch shows whole, and a passage without any of
 * the words shows its beginning.
 *
 * Marked here, not by PostgreSQL's ts_headline: that parsed and stemmed each passage again, a fifth of
 * a search's time in the database, which every search waits on; here a word's stem is read from memory.
 */
export function markFragment(text: string, words: SearchedWords, language: string): MarkedFragment {
  const english = language === "en";
  const wanted = english ? words.english : words.simple;
  // A word's stem begins with the word's first letter (Porter2 changes endings only), so a word whose
  // first letter begins none of the query's words is no hit, and is neither stemmed nor looked up.
  const initials = new Set([...wanted].map((word) => word[0]));
  const lower = text.toLowerCase();
  const starts: number[] = [];
  const ends: number[] = [];
  const hits: boolean[] = [];
  let index = 0;
  while (index < text.length) {
    if (!isWordCharacter(text, index)) {
      index += 1;
      continue;
    }
    const start = index;
    while (index < text.length && isWordCharacter(text, index)) index += 1;
    let hit = false;
    if (initials.has(lower[start])) {
      const word = lower.slice(start, index);
      hit = wanted.has(english ? englishStem(word) : word);
    }
    starts.push(start);
    ends.push(index);
    hits.push(hit);
  }
  const [first, last] = shownWords(hits);
  if (first > last) return { text: "", highlights: [] };
  const from = first === 0 ? 0 : starts[first]!;
  const to = last === hits.length - 1 ? text.length : ends[last]!;
  const highlights: [number, number][] = [];
  for (let word = first; word <= last; word += 1) {
    if (hits[word]) highlights.push([starts[word]! - from, ends[word]! - from]);
  }
  return { text: text.slice(from, to), highlights };
}

/**
 * Which words to show ([first, last], inclusive) of a passage whose words are hits or not: the stretch of
 * at most FRAGMENT_WORDS_AT_MOST words that holds the most hits (the earliest of equals), widened
 * evenly on both sides to that many words where the passage allows.
 */
export function shownWords(hits: readonly boolean[]): [number, number] {
  const count = hits.length;
  const span = FRAGMENT_WORDS_AT_MOST;
  if (count <= span) return [0, count - 1];
  const at: number[] = [];
  hits.forEach((hit, index) => {
    if (hit) at.push(index);
  });
  if (at.length === 0) return [0, span - 1];
  // The stretch starting at each hit: how many hits it holds (two pointers over the hits' places).
  let best = { from: 0, to: 0 };
  let to = 0;
  for (let from = 0; from < at.length; from += 1) {
    while (to + 1 < at.length && at[to + 1]! - at[from]! < span) to += 1;
    if (to - from > best.to - best.from) best = { from, to };
  }
  const firstHit = at[best.from]!;
  const lastHit = at[best.to]!;
  const start = Math.max(
    0,
    Math.min(firstHit - Math.floor((span - (lastHit - firstHit + 1)) / 2), count - span),
  );
  return [start, start + span - 1];
}
