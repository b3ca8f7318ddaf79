/**
 * The language a judgment is written in, from how often each language's commonest function words
 * occur. Judgments quote other languages (an English judgment cites Afrikaans statutes, an Afrikaans
 * one English cases), so the language whose function words carry the text wins, not the first word
 * seen. The lists avoid words two languages share ("is", "in", "a", "le").
 */

export const JUDGMENT_LANGUAGES = ["en", "af", "zu", "xh", "st", "tn", "other"] as const;
export type JudgmentLanguage = (typeof JUDGMENT_LANGUAGES)[number];

const FUNCTION_WORDS: Record<Exclude<JudgmentLanguage, "other">, readonly string[]> = {
  en: [
    "the",
    "of",
    "and",
    "to",
    "that",
    "was",
    "for",
    "with",
    "which",
    "by",
    "not",
    "be",
    "this",
    "it",
    "are",
  ],
  af: [
    "die",
    "en",
    "het",
    "nie",
    "dat",
    "wat",
    "op",
    "vir",
    "sy",
    "te",
    "word",
    "hy",
    "om",
    "deur",
    "ook",
    "'n",
    "’n",
    "‘n",
  ],
  zu: [
    "ukuthi",
    "futhi",
    "kodwa",
    "uma",
    "ngoba",
    "lokho",
    "kanye",
    "kusho",
    "wathi",
    "kuyinto",
    "ngokuthi",
    "yini",
  ],
  xh: [
    "ukuba",
    "kwaye",
    "ngoko",
    "kuba",
    "okanye",
    "yaye",
    "ukuze",
    "kodwa",
    "ngokuba",
    "xa",
    "oko",
    "ngenxa",
  ],
  st: ["ho", "hore", "hae", "hona", "empa", "feela", "jwalo", "joalo", "hobane", "kapa", "joale", "hape"],
  tn: ["go", "gore", "gagwe", "jaaka", "fa", "kgotsa", "gape", "mo", "jalo", "bone"],
};

/** Below this many words there is too little text to tell. */
const MINIMUM_WORDS = 30;
/** The winning language's function words must make up at least this share of the words. */
const MINIMUM_SHARE = 0.08;

/** "en", "af", … by function-word frequency; null when the text is too short to tell. */
export function detectLanguage(text: string): JudgmentLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}'’‘]+/gu) ?? [];
  if (words.length < MINIMUM_WORDS) return null;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: { language: JudgmentLanguage; share: number } = { language: "other", share: 0 };
  for (const [language, list] of Object.entries(FUNCTION_WORDS) as [JudgmentLanguage, readonly string[]][]) {
    const hits = list.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
    const share = hits / words.length;
    if (share > best.share) best = { language, share };
  }
  return best.share >= MINIMUM_SHARE ? best.language : "other";
}
