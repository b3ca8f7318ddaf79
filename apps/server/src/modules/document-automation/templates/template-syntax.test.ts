import { describe, expect, it } from "vitest";
import { parseTemplate, TemplateSyntaxError } from "./template-syntax.ts";

function syntaxErrorOf(template: string): TemplateSyntaxError {
  try {
    parseTemplate(template);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) return error;
    throw error;
  }
  throw new Error("The template parsed without error");
}

describe("parseTemplate", () => {
  it("reads text, fields and nested sections into a tree", () => {
    const tree = parseTemplate(
      "<p>Dear {{client.name}}{{#if matter.caseNumber}}, case {{matter.caseNumber}}{{/if}}</p>",
    );
    expect(tree.map((node) => node.type)).toEqual(["text", "field", "block", "text"]);
    const block = tree[2];
    expect(block?.type === "block" && block.kind).toBe("if");
    expect(block?.type === "block" && block.children.map((node) => node.type)).toEqual(["text", "field"]);
  });

  it("accepts spaces inside the braces", () => {
    const tree = parseTemplate("{{ client.name }}{{#each  people }}{{ this.name }}{{ /each }}");
    expect(tree[0]).toMatchObject({ type: "field", path: "client.name" });
    expect(tree[1]).toMatchObject({ type: "block", kind: "each", path: "people" });
  });

  it("takes the paragraph of a block tag that stands alone in it", () => {
    const tree = parseTemplate(
      '<p>A</p><p style="text-align: center">{{#if client.name}}</p><p>B</p><p>{{/if}}</p>',
    );
    expect(tree[0]).toEqual({ type: "text", text: "<p>A</p>" });
    expect(tree[1]?.type === "block" && tree[1].children).toEqual([{ type: "text", text: "<p>B</p>" }]);
    expect(tree).toHaveLength(2);
  });

  it("keeps the paragraph of a field that shares it with text", () => {
    const tree = parseTemplate("<p>{{details}} and more</p>");
    expect(tree[0]).toEqual({ type: "text", text: "<p>" });
    expect(tree[1]).not.toHaveProperty("paragraphOpenTag");
  });

  it("marks free text alone in its paragraph so it can become several paragraphs", () => {
    const tree = parseTemplate('<p style="text-align: justify">{{details}}</p>');
    expect(tree).toEqual([
      expect.objectContaining({
        type: "field",
        path: "details",
        paragraphOpenTag: '<p style="text-align: justify">',
      }),
    ]);
  });

  it("reports an unclosed section at the tag that opened it, with line and column", () => {
    const error = syntaxErrorOf("<p>Heading</p>\n<p>x {{#if matter.caseNumber}} case</p>");
    expect(error.code).toBe("unclosed_block");
    expect(error.tag).toBe("{{#if matter.caseNumber}}");
    expect(error.position).toEqual({ offset: 20, line: 2, column: 6 });
    expect(error.message).toContain("Line 2, column 6");
  });

  it("reports a tag without its closing braces", () => {
    const error = syntaxErrorOf("<p>Dear {{client.name</p><p>{{firm.name}}</p>");
    expect(error.code).toBe("unterminated_tag");
    expect(error.position.offset).toBe(8);
  });

  it("reports a closing tag with nothing open, and one that closes the wrong kind", () => {
    expect(syntaxErrorOf("<p>{{/if}}</p>").code).toBe("unexpected_close");
    expect(syntaxErrorOf("{{#each people}}{{/if}}").code).toBe("mismatched_close");
  });

  it("reports a tag that is neither a field nor a section", () => {
    expect(syntaxErrorOf("{{client name}}").code).toBe("invalid_tag");
    expect(syntaxErrorOf("{{client.<strong>name</strong>}}").code).toBe("invalid_tag");
    expect(syntaxErrorOf("{{}}").code).toBe("invalid_tag");
  });

  it("allows one else inside a section and none outside", () => {
    expect(() => parseTemplate("{{#if date}}a{{else}}b{{/if}}")).not.toThrow();
    expect(syntaxErrorOf("a{{else}}b").code).toBe("misplaced_else");
    expect(syntaxErrorOf("{{#if date}}a{{else}}b{{else}}c{{/if}}").code).toBe("misplaced_else");
  });
});
