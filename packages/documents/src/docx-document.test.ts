import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { writeDocxDocument } from "./docx-document.ts";

async function documentXml(options: Parameters<typeof writeDocxDocument>[0]): Promise<string> {
  const files = unzipSync(await writeDocxDocument(options));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["[Content_Types].xml", "word/document.xml"]));
  return strFromU8(files["word/document.xml"]!);
}

describe("writeDocxDocument", () => {
  it("writes headings in Word's heading styles, paragraphs, bullets and a table with a header row", async () => {
    const xml = await documentXml({
      title: "Contract review — Lease of Erf 412",
      subtitle: ["Prepared for Mokoena Attorneys"],
      blocks: [
        { kind: "heading", text: "Findings" },
        { kind: "paragraph", text: "Clause 4 runs for 36 months." },
        { kind: "bullets", items: ["Add a domicilium clause."] },
        { kind: "table", columns: ["Requirement", "Status"], rows: [["CPA s 14", "Non-compliant"]] },
      ],
    });
    expect(xml).toContain('w:val="Title"');
    expect(xml).toContain('w:val="Heading1"');
    expect(xml).toContain("Clause 4 runs for 36 months.");
    expect(xml).toContain("<w:numPr>");
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("<w:tblHeader/>");
    expect(xml).toContain("Non-compliant");
  });

  it("drops control characters Word refuses, keeping line breaks as breaks", async () => {
    const xml = await documentXml({
      title: "Pasted",
      blocks: [{ kind: "paragraph", text: "First line\u0007\nSecond\u0000 line" }],
    });
    expect(xml.includes("\u0000") || xml.includes("\u0007")).toBe(false);
    expect(xml).toContain("First line");
    expect(xml).toContain("<w:br/>");
    expect(xml).toContain("Second line");
  });

  it("says the table is empty instead of writing a table with no rows", async () => {
    const xml = await documentXml({
      title: "Empty",
      blocks: [{ kind: "table", columns: ["A"], rows: [], emptyText: "No findings." }],
    });
    expect(xml).not.toContain("<w:tbl>");
    expect(xml).toContain("No findings.");
  });
});
