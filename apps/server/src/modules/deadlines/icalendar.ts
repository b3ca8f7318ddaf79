/**
 * A minimal iCalendar (RFC 5545) writer for all-day deadline events: what Outlook, Google Calendar and
 * Apple Calendar need to subscribe to a feed, and nothing else.
 */

export type CalendarDayEvent = {
  /** Globally unique and stable across fetches, so calendars update an event instead of adding it. */
  uid: string;
  /** YYYY-MM-DD: the event covers that whole day. */
  date: string;
  summary: string;
  description?: string | null;
  /** When the underlying record last changed (DTSTAMP). */
  stampedAt: Date;
};

export type CalendarFeed = { name: string; events: readonly CalendarDayEvent[] };

const CRLF = "\r\n";
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .split("")
    .filter((character) => !isControlCharacter(character))
    .join("");
}

/** Control characters other than tab are not allowed in TEXT values (RFC 5545 §3.3.11). */
function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/**
 * RFC 5545 §3.1: a long content line is split into lines of at most 75 octets; each continuation line
 * starts with one space (which counts toward its 75). A multi-byte UTF-8 character is never split.
 */
export function foldCalendarLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function formatDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

function formatUtcTimestamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The whole feed as text/calendar: CRLF line endings, folded lines, escaped text. */
export function serializeCalendarFeed(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Inkundla//Deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeCalendarText(feed.name)}`,
  ];
  for (const event of feed.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeCalendarText(event.uid)}`,
      `DTSTAMP:${formatUtcTimestamp(event.stampedAt)}`,
      `DTSTART;VALUE=DATE:${formatDate(event.date)}`,
      // DTEND is exclusive: an all-day event on one date ends the next day.
      `DTEND;VALUE=DATE:${formatDate(nextDay(event.date))}`,
      `SUMMARY:${escapeCalendarText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeCalendarText(event.description)}`);
    // A deadline does not make the person busy for the whole day.
    lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldCalendarLine).join(CRLF) + CRLF;
}
