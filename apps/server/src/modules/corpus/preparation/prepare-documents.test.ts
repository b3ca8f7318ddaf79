import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_CORPUS_DIR } from "../corpus-builtin.ts";
import { readAkomaNtoso } from "../sources/index.ts";
import { prepareJudgment } from "./prepare-judgment.ts";
import { prepareLegislation } from "./prepare-legislation.ts";
import { CONSTITUTION_KEY, contentHashOf } from "./prepared-document.ts";

const readShipped = (...parts: string[]) => readFile(path.join(BUILTIN_CORPUS_DIR, ...parts), "utf8");

describe("prepareLegislation", () => {
  it("makes the Constitution one passage a section, cited as Act 108 of 1996, dated as its text", async () => {
    const prepared = prepareLegislation(
      readAkomaNtoso(await readShipped("constitution", "en.xml")),
      "en.xml",
    );
    expect(prepared).toMatchObject({
      kind: "legislation",
      title: "Constitution of the Republic of South Africa, 1996",
      keys: [CONSTITUTION_KEY],
      language: "en",
      textAsAt: "2017-06-25",
      jurisdiction: "national",
      missingFields: [],
    });
    expect(prepared.passages[0]?.pinpoint).toBe("Preamble");
    const property = prepared.passages.find((passage) => passage.pinpoint === "s 25");
    expect(property?.heading).toBe("Property");
    expect(property?.text).toMatch(/No one may be deprived of property/);
    expect(prepared.passages.some((passage) => /^item \d+ of Schedule 6$/.test(passage.pinpoint))).toBe(true);
  });

  it("links the Constitution's references to its own sections to itself", async () => {
    const prepared = prepareLegislation(
      readAkomaNtoso(await readShipped("constitution", "en.xml")),
      "en.xml",
    );
    const ownReferences = prepared.citations.filter((citation) => citation.key === CONSTITUTION_KEY);
    expect(ownReferences.length).toBeGreaterThan(50);
    expect(
      ownReferences.every((citation) => citation.pinpoint === null || citation.pinpoint.startsWith("s ")),
    ).toBe(true);
  });

  it("gives each language its own content hash, so translations are not duplicates", async () => {
    const english = prepareLegislation(readAkomaNtoso(await readShipped("constitution", "en.xml")), "en.xml");
    const afrikaans = prepareLegislation(
      readAkomaNtoso(await readShipped("constitution", "af.xml")),
      "af.xml",
    );
    expect(afrikaans.language).toBe("af");
    expect(afrikaans.keys).toEqual(english.keys);
    expect(afrikaans.contentHash).not.toBe(english.contentHash);
  });
});

describe("prepareJudgment", () => {
  it("keeps the court's paragraph numbers as pinpoints and the header as a passage of its own", async () => {
    const text = await readShipped("zasca", "judgments", "sca-1999-2102.txt");
    const prepared = prepareJudgment({ text, fileName: "sca-1999-2102.txt", fallbackTitle: null });
    expect(prepared.title).toMatch(/Benicon/i);
    expect(prepared).toMatchObject({
      kind: "judgment",
      courtLevel: "supreme",
      jurisdiction: "national",
      year: 1999,
    });
    expect(prepared.passages[0]).toMatchObject({ pinpoint: "heading" });
    expect(prepared.passages[1]).toMatchObject({ pinpoint: "para 1", label: "[1]" });
    const cited = prepared.citations.map((citation) => citation.text);
    expect(cited).toEqual(expect.arrayContaining(["1992 (1) SA 700 (A)", "(1997) 18 ILJ 123 (LAC)"]));
    expect(prepared.citations.find((citation) => citation.text === "1992 (1) SA 700 (A)")?.pinpoint).toMatch(
      /^at 723/,
    );
  });

  it("falls back on the file's own title when the parties cannot be read, and says the title is missing", () => {
    const prepared = prepareJudgment({
      text: "Some notes without a heading.\n\nThey say nothing about parties.",
      fileName: "notes.txt",
      fallbackTitle: "Notes on prescription",
    });
    expect(prepared.title).toBe("Notes on prescription");
    expect(prepared.missingFields).toContain("title");
  });
});

describe("contentHashOf", () => {
  it("is the same however the text was spaced or wrapped", () => {
    expect(contentHashOf("The appeal\nis  dismissed.")).toBe(contentHashOf("the appeal is dismissed. "));
    expect(contentHashOf("The appeal is dismissed.")).not.toBe(contentHashOf("The appeal is upheld."));
  });
});
