/**
 * The person's key points, read from the form's text box: one point a paragraph when the text has blank
 * lines between paragraphs (a paragraph may wrap over several lines), otherwise one point a line.
 */

// "- ", "* ", "• ", "1. ", "1) ", "(a) ", "a) ": list marks the person typed, which the draft numbers itself.
const LIST_MARK = /^\s*(?:[-*•–]\s+|\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)]\s+)/i;

export function splitKeyPoints(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, "\n").trim();
  if (normalised === "") return [];
  const pieces = /\n\s*\n/.test(normalised) ? normalised.split(/\n\s*\n/) : normalised.split("\n");
  return pieces
    .map((piece) =>
      piece
        .replace(LIST_MARK, "")
        .replace(/\s*\n\s*/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((piece) => piece !== "");
}

/** A point's opening words for a heading: the first sentence, cut at `maxWords` with an ellipsis. */
export function shortenForHeading(point: string, maxWords = 10): string {
  const firstSentence = point.split(/(?<=[.?!])\s+(?=[A-Z"“(])/)[0] ?? point;
  const words = firstSentence.replace(/[.:;,]+$/, "").split(" ");
  return words.length <= maxWords ? words.join(" ") : `${words.slice(0, maxWords).join(" ")} …`;
}

/** A point the person wrote as a question ("Is the restraint enforceable?") is a question for an opinion. */
export function isQuestion(point: string): boolean {
  return /\?\s*["”')]*$/.test(point);
}

/** Adds a full stop to a point that ends without punctuation, so numbered paragraphs read as sentences. */
export function asSentence(point: string): string {
  return /[.?!:;"”')\]]$/.test(point) ? point : `${point}.`;
}
