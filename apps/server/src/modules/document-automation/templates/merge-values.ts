/** How merged values are written into document HTML: escaped, dates in South African long form. */

const DOCUMENT_TIME_ZONE = "Africa/Johannesburg";

const LONG_DATE = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: DOCUMENT_TIME_ZONE,
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "24 November 2026". A calendar date ("2026-11-24") is that day whatever the server's clock; an instant
 * (a Date or an ISO timestamp) is the day it was in Johannesburg, so a document generated at 01:00 SAST
 * bears that day, not the previous day in UTC. Text that is not a date is returned as given.
 */
export function formatDocumentDate(value: Date | string): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : LONG_DATE.format(value);
  const calendar = CALENDAR_DATE.exec(value.trim());
  if (calendar) {
    // Noon UTC is the same day in Johannesburg (UTC+2), so the formatter cannot move it across midnight.
    const noon = new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]), 12));
    return Number.isNaN(noon.getTime()) ? value : LONG_DATE.format(noon);
  }
  const instant = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value.trim()) && !Number.isNaN(instant.getTime())
    ? LONG_DATE.format(instant)
    : value;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  // A value that itself reads "{{…}}" must not come out as a merge tag: the output never holds one.
  "{": "&#123;",
  "}": "&#125;",
};

/** Text made safe to stand in HTML text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'{}]/g, (character) => HTML_ESCAPES[character]!);
}

function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** Free text inside a sentence: each line break becomes `<br>`. */
export function formatMultilineInline(text: string): string {
  return normaliseLineBreaks(text).split("\n").map(escapeHtml).join("<br>");
}

/**
 * Free text that stood alone in its paragraph: each blank-line-separated part becomes a paragraph (with the
 * original paragraph's attributes, e.g. its alignment), and single line breaks within a part become `<br>`.
 */
export function formatMultilineParagraphs(text: string, paragraphOpenTag: string): string {
  return normaliseLineBreaks(text)
    .split(/\n[ \t]*\n\s*/)
    .map((part) => `${paragraphOpenTag}${formatMultilineInline(part)}</p>`)
    .join("");
}
