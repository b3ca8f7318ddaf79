/**
 * Reads a pinpoint written right after a citation: a paragraph ("para 12", "at para [34]",
 * "paras 12-14") or a page with the SA Law Reports' margin letters ("at 723 B - G", "te 352C-D").
 */

export type Pinpoint = { pinpoint: string; end: number };

const PARAGRAPH =
  /,?\s{0,4}(?:(?:at|in|te|op)\s{1,4})?(?:paragraphs|paragraph|paras|para|par)\.?\s{0,3}\[?\s?(\d{1,4})\s?\]?(?:\s{0,3}(?:-|–|to|tot)\s{0,3}\[?\s?(\d{1,4})\s?\]?)?(?!\d)/uy;
// A margin letter: capitals in the SA Law Reports ("723 B", "723B"), lower case in SACR ("483i"), where
// only the attached form is read so that "at 12 a day" stays a page.
const MARGIN_LETTER = String.raw`(?:\s{0,2}([A-J])|([a-j]))(?![\p{L}\p{N}])`;
// "at", Afrikaans "te"/"op"/"bl" (bladsy).
const PAGE_AFTER_WORD = new RegExp(
  String.raw`,?\s{0,4}(?:at|te|op|bl\.?)\s{1,4}(\d{1,5})(?!\d)(?:${MARGIN_LETTER})?`,
  "uy",
);
// Older judgments leave out "at": "1993 (1) SA 69 (A) 75 D-F". Only read with a margin letter.
const PAGE_WITHOUT_WORD = new RegExp(String.raw`\s{1,4}(\d{1,5})${MARGIN_LETTER}`, "uy");
const PAGE_RANGE_END = new RegExp(
  String.raw`\s{0,2}[-–]\s{0,2}(?:(\d{1,5})(?:${MARGIN_LETTER})?|([A-Ja-j])(?![\p{L}\p{N}]))`,
  "uy",
);

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * `allowPageWithoutWord` is for law reports whose court was read: only there is a bare "75 D-F" a
 * pinpoint rather than the next number in the sentence.
 */
export function readPinpoint(text: string, position: number, allowPageWithoutWord: boolean): Pinpoint | null {
  const paragraph = matchAt(PARAGRAPH, text, position);
  if (paragraph) {
    const [, first, last] = paragraph;
    return {
      pinpoint: last === undefined ? `para ${first}` : `paras ${first}-${last}`,
      end: position + paragraph[0].length,
    };
  }
  const page =
    matchAt(PAGE_AFTER_WORD, text, position) ??
    (allowPageWithoutWord ? matchAt(PAGE_WITHOUT_WORD, text, position) : null);
  if (!page) return null;
  const [, pageNumber, capitalLetter = "", smallLetter = ""] = page;
  let end = position + page[0].length;
  let pinpoint = `at ${pageNumber}${capitalLetter}${smallLetter}`;
  const range = matchAt(PAGE_RANGE_END, text, end);
  if (range) {
    const [, lastPage = "", lastCapital = "", lastSmall = "", lastLetterAlone = ""] = range;
    pinpoint += `-${lastPage}${lastCapital}${lastSmall}${lastLetterAlone}`;
    end += range[0].length;
  }
  return { pinpoint, end };
}
