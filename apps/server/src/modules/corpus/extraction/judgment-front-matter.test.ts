import { describe, expect, it } from "vitest";
import { findFrontMatterEnd } from "./judgment-front-matter.ts";
import { findParagraphs } from "./judgment-paragraphs.ts";

function frontMatterOf(text: string): string {
  return text.slice(0, findFrontMatterEnd(text, findParagraphs(text)));
}

describe("findFrontMatterEnd", () => {
  it("ends the header at the line introducing the judgment", () => {
    const text =
      "Coram: Hefer JA\nHeard: 22 February 1999\nVIVIER JA:\nThis is an appeal heard on 3 March 1998.";
    expect(frontMatterOf(text)).toBe("Coram: Hefer JA\nHeard: 22 February 1999\n");
  });

  it("ends the header at the first numbered paragraph when no author line comes first", () => {
    const text = "Case no: 1/2020\n[1] The plaintiff sued.\n[2] He lost.";
    expect(frontMatterOf(text)).toBe("Case no: 1/2020\n");
  });

  it("ends the header at the JUDGMENT heading above a judge's name standing alone", () => {
    const text =
      "In the matter between:\nX Plaintiff\nand\nY Defendant\nJUDGMENT\nMOLOPA-SETHOSA J\nINTRODUCTION\nThe plaintiff sued.";
    expect(frontMatterOf(text)).toBe("In the matter between:\nX Plaintiff\nand\nY Defendant\n");
  });

  it("reads no further than 12 000 characters into a judgment without either", () => {
    expect(findFrontMatterEnd("word ".repeat(5_000), [])).toBe(12_000);
  });
});
