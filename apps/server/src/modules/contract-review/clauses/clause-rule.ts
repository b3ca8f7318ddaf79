import type { ClauseCategoryId } from "../clause-categories.ts";

/**
 * One category's recognition rule, as data. Patterns are tested against one sentence at a time, with
 * its whitespace collapsed to single spaces, and against the clause's heading (its own and its parent
 * clause's, so "11.3" under "11 LIMITATION OF LIABILITY" is read as a liability clause).
 *
 * Rules are written from what the category means and how contracts commonly say it, so that they
 * carry over to contracts never seen; `[^.]{0,n}` gaps keep each pattern inside one sentence and its
 * cost bounded.
 */
export type ClauseRule = {
  category: ClauseCategoryId;
  /** Headings that name the clause ("Governing Law", "Restraint of Trade"). */
  headings?: readonly RegExp[];
  /** Wording that shows the category wherever it appears. */
  phrases?: readonly RegExp[];
  /** Wording that shows the category only under one of the headings (too common elsewhere). */
  headedPhrases?: readonly RegExp[];
  /** Near misses: a sentence matching one of these is not labelled, whatever else it says. */
  exclusions?: readonly RegExp[];
  /**
   * When the heading alone is enough: a clause under a matching heading with no matching sentence is
   * labelled on its first sentences. Only for headings that are unambiguous names of the category.
   */
  isNamedByHeading?: boolean;
};

/** Confidence of a label by what showed it; a heading and wording together are the surest. */
export const CONFIDENCE = {
  headingAndPhrase: 0.9,
  headedPhrase: 0.8,
  phrase: 0.7,
  headingOnly: 0.5,
} as const;
