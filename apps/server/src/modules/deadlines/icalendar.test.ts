import { describe, expect, it } from "vitest";
import { escapeCalendarText, foldCalendarLine, serializeCalendarFeed } from "./icalendar.ts";

describe("escapeCalendarText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeCalendarText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("drops other control characters", () => {
    expect(escapeCalendarText("bell\u0007 tab\tkept")).toBe("bell tab\tkept");
  });
});

describe("foldCalendarLine", () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;

  it("leaves a line of 75 octets alone", () => {
    const line = "x".repeat(75);
    expect(foldCalendarLine(line)).toBe(line);
  });

  it("folds a long line into lines of at most 75 octets, each continuation starting with a space", () => {
    const line = `SUMMARY:${"a".repeat(200)}`;
    const folded = foldCalendarLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const parts = foldCalendarLine(line).split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});

describe("serializeCalendarFeed", () => {
  const feed = serializeCalendarFeed({
    name: "Inkundla deadlines",
    events: [
      {
        uid: "7b0c6a52-1a8e-4d7e-9d4e-0f3c2d1b0a99@inkundla",
        date: "2026-04-10",
        summary: "MAT-2026-0001: Plea; Mokoena v Dlamini, Pty",
        description: "Uniform Rule 22(1)\nFile at the Johannesburg registry",
        stampedAt: new Date("2026-04-01T08:30:15.123Z"),
      },
    ],
  });

  it("writes a VCALENDAR with PRODID, VERSION and CALSCALE, ending every line with CRLF", () => {
    expect(feed.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Inkundla//Deadlines//EN\r\n")).toBe(
      true,
    );
    expect(feed).toContain("\r\nCALSCALE:GREGORIAN\r\n");
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(feed.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes one all-day event with a stable UID, DTSTAMP in UTC and escaped text", () => {
    const unfolded = feed.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      [
        "BEGIN:VEVENT",
        "UID:7b0c6a52-1a8e-4d7e-9d4e-0f3c2d1b0a99@inkundla",
        "DTSTAMP:20260401T083015Z",
        "DTSTART;VALUE=DATE:20260410",
        "DTEND;VALUE=DATE:20260411",
        "SUMMARY:MAT-2026-0001: Plea\\; Mokoena v Dlamini\\, Pty",
        "DESCRIPTION:Uniform Rule 22(1)\\nFile at the Johannesburg registry",
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ].join("\r\n"),
    );
  });

  it("ends an event on the last day of a month on the first of the next", () => {
    const text = serializeCalendarFeed({
      name: "x",
      events: [{ uid: "1@inkundla", date: "2026-12-31", summary: "x", stampedAt: new Date(0) }],
    });
    expect(text).toContain("DTEND;VALUE=DATE:20270101\r\n");
  });

  it("writes an empty calendar when there are no deadlines", () => {
    expect(serializeCalendarFeed({ name: "x", events: [] })).not.toContain("BEGIN:VEVENT");
  });
});
