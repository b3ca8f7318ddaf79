import { describe, expect, it } from "vitest";
import { findParagraphs } from "./judgment-paragraphs.ts";

describe("findParagraphs", () => {
  it("numbers bracketed paragraphs in order, with text and offsets into the input", () => {
    const text = "JUDGMENT\nHOWIE JA:\n[1] The home was sold.\n[2] The sale was set aside.\n";
    const paragraphs = findParagraphs(text);
    expect(paragraphs.map((paragraph) => [paragraph.number, paragraph.text])).toEqual([
      ["[1]", "The home was sold."],
      ["[2]", "The sale was set aside."],
    ]);
    for (const paragraph of paragraphs) {
      expect(text.slice(paragraph.start, paragraph.start + paragraph.number.length)).toBe(paragraph.number);
      expect(text.slice(paragraph.end - paragraph.text.length, paragraph.end)).toBe(paragraph.text);
    }
  });

  it("reads paragraphs numbered '1.' and keeps an order's list inside its paragraph", () => {
    const text =
      "1. The applicants seek review.\n2. The award stands.\n3. I make the following order:\n1. The application is dismissed.\n2. No order as to costs.\n";
    const paragraphs = findParagraphs(text);
    expect(paragraphs.map((paragraph) => paragraph.number)).toEqual(["1.", "2.", "3."]);
    expect(paragraphs[2]!.text).toContain("2. No order as to costs.");
  });

  it("prefers the judgment's paragraphs to the numbered order above them", () => {
    const text =
      "ORDER\n1. The appeal is upheld.\n2. Costs follow.\nJUDGMENT\n1. The respondent was arrested.\n2. He sued.\n3. He lost.\n4. He appealed.\n";
    expect(findParagraphs(text).map((paragraph) => paragraph.text)).toEqual([
      "The respondent was arrested.",
      "He sued.",
      "He lost.",
      "He appealed.",
    ]);
  });

  it("takes a number run into the previous line by PDF extraction, but not a reference to a paragraph", () => {
    const text =
      "(In relation to paras [1] and [3])\n[1] Is sy dan geregtig? En wat as die [2] partye geskei is? Dit is die vraag.\n[3] Die eiseres is getroud (see [2] above).\n[4] Klaar.\n";
    const paragraphs = findParagraphs(text);
    expect(paragraphs.map((paragraph) => paragraph.number)).toEqual(["[1]", "[2]", "[3]", "[4]"]);
    expect(paragraphs[0]!.text).toBe("Is sy dan geregtig? En wat as die");
    expect(paragraphs[2]!.text).toBe("Die eiseres is getroud (see [2] above).");
  });

  it("goes on over a number the court repeated or left out", () => {
    const text = "[1] One.\n[2] Two.\n[2] Two again.\n[4] Four.\n[5] Five.\n";
    expect(findParagraphs(text).map((paragraph) => paragraph.number)).toEqual([
      "[1]",
      "[2]",
      "[2]",
      "[4]",
      "[5]",
    ]);
  });

  it("ends the last paragraph at the signature and a paragraph before a heading or the next judge", () => {
    const text =
      "[1] The facts.\n\nBackground\n[2] More facts.\n\nMOGOENG CJ:\n[3] I disagree.\n____________\nJ W SMALBERGER\nJUDGE OF APPEAL\n";
    expect(findParagraphs(text).map((paragraph) => paragraph.text)).toEqual([
      "The facts.",
      "More facts.",
      "I disagree.",
    ]);
  });

  it("keeps a paragraph's last line that continues its sentence after a page break", () => {
    const text = "[1] The appeal raises the question whether\n\nThe Act applies.\n[2] It does.\n";
    expect(findParagraphs(text)[0]!.text).toBe("The appeal raises the question whether\n\nThe Act applies.");
  });

  it("starts at the second paragraph when the first number was mistyped", () => {
    const text = "(1] The appellant sued.\n[2] It lost.\n[3] It appealed.\n";
    expect(findParagraphs(text).map((paragraph) => paragraph.number)).toEqual(["[2]", "[3]"]);
  });

  it("finds no paragraphs in an unnumbered judgment", () => {
    expect(
      findParagraphs("VIVIER JA:\nThis is an appeal on a special entry.\nThe appeal is dismissed.\n"),
    ).toEqual([]);
  });
});
