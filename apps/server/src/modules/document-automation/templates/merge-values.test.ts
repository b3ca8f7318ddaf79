import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  formatDocumentDate,
  formatMultilineInline,
  formatMultilineParagraphs,
} from "./merge-values.ts";

describe("formatDocumentDate", () => {
  it("writes a calendar date in South African long form", () => {
    expect(formatDocumentDate("2026-11-24")).toBe("24 November 2026");
    expect(formatDocumentDate("2026-01-05")).toBe("5 January 2026");
  });

  it("dates an instant by the day it was in Johannesburg, not in UTC", () => {
    // 23:30 UTC on the 23rd is 01:30 SAST on the 24th.
    expect(formatDocumentDate(new Date("2026-11-23T23:30:00Z"))).toBe("24 November 2026");
    expect(formatDocumentDate("2026-11-23T23:30:00Z")).toBe("24 November 2026");
  });

  it("returns text that is not a date as given", () => {
    expect(formatDocumentDate("the first business day of May")).toBe("the first business day of May");
  });
});

describe("escapeHtml", () => {
  it("escapes markup and braces so a value can never become a tag", () => {
    expect(escapeHtml(`<script>alert("x")</script> & {{firm.name}}`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#123;&#123;firm.name&#125;&#125;",
    );
  });
});

describe("free text", () => {
  it("turns line breaks into <br> inside a sentence", () => {
    expect(formatMultilineInline("Line one\r\nLine <two>")).toBe("Line one<br>Line &lt;two&gt;");
  });

  it("turns blank lines into paragraphs that keep the paragraph's attributes", () => {
    expect(
      formatMultilineParagraphs("First\nstill first\n\n\nSecond", '<p style="text-align: justify">'),
    ).toBe(
      '<p style="text-align: justify">First<br>still first</p><p style="text-align: justify">Second</p>',
    );
  });
});
