import { describe, expect, it } from "vitest";
import { findUnknownFields, listMergeFields, UnknownMergeFieldsError } from "./template-fields.ts";
import { checkTemplate, findMissingFields, type MergeData, mergeTemplate } from "./template-merge.ts";
import { TemplateSyntaxError } from "./template-syntax.ts";

const NOW = new Date("2026-11-24T08:00:00+02:00");

const data: MergeData = {
  client: { name: "Sipho Mokoena", idNumber: "8501015800083" },
  matter: { reference: "MOK/0042", caseNumber: "", court: "High Court, Johannesburg" },
  firm: { name: "Dube & Partners" },
};

describe("mergeTemplate: values", () => {
  it("resolves nested paths", () => {
    const { html, missing } = mergeTemplate(
      "<p>{{client.name}} ({{client.idNumber}}), ref {{matter.reference}}</p>",
      data,
      {
        now: NOW,
      },
    );
    expect(html).toBe("<p>Sipho Mokoena (8501015800083), ref MOK/0042</p>");
    expect(missing).toEqual([]);
  });

  it("escapes markup in a client's name", () => {
    const { html } = mergeTemplate("<p>{{client.name}}</p>", {
      client: { name: "<script>alert(1)</script>" },
    });
    expect(html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html).not.toContain("<script>");
  });

  it("escapes ampersands in a firm's name", () => {
    expect(mergeTemplate("{{firm.name}}", data).html).toBe("Dube &amp; Partners");
  });

  it("writes the document date and today in South African long form", () => {
    const { html } = mergeTemplate("<p>{{date}} / {{today}}</p>", { date: "2026-12-01" }, { now: NOW });
    expect(html).toBe("<p>1 December 2026 / 24 November 2026</p>");
  });

  it("uses today's date when the document has none", () => {
    const result = mergeTemplate("<p>{{date}}</p>", {}, { now: NOW });
    expect(result).toEqual({ html: "<p>24 November 2026</p>", missing: [] });
  });

  it("writes a missing value as its label in brackets and lists it, never leaving the tag", () => {
    const { html, missing } = mergeTemplate("<p>{{client.email}} {{matter.caseNumber}}</p>", data);
    expect(html).toBe("<p>[Client email] [Case number]</p>");
    expect(missing).toEqual(["client.email", "matter.caseNumber"]);
  });

  it("never lets a value that reads like a tag become one", () => {
    const { html } = mergeTemplate("<p>{{client.name}}</p>", { client: { name: "{{firm.name}}" } });
    expect(html).not.toContain("{{");
  });

  it("keeps the user's line breaks in the details: paragraphs alone, <br> within a sentence", () => {
    const details = "The amount of R50 000.\nInvoice 17.\n\nPayment was due on 1 March.";
    expect(mergeTemplate("<p>{{details}}</p>", { details }).html).toBe(
      "<p>The amount of R50 000.<br>Invoice 17.</p><p>Payment was due on 1 March.</p>",
    );
    expect(mergeTemplate("<p>Facts: {{details}}</p>", { details: "a\nb" }).html).toBe("<p>Facts: a<br>b</p>");
  });
});

describe("mergeTemplate: optional sections", () => {
  const template =
    "<p>Case</p><p>{{#if matter.caseNumber}}</p><p>Case number {{matter.caseNumber}}</p><p>{{else}}</p><p>No case yet</p><p>{{/if}}</p>";

  it("keeps a section when its field has a value, without empty paragraphs where the tags stood", () => {
    expect(mergeTemplate(template, { matter: { caseNumber: "2026/1" } }).html).toBe(
      "<p>Case</p><p>Case number 2026/1</p>",
    );
  });

  it("drops a section whose field is blank, and the else part takes its place", () => {
    expect(mergeTemplate(template, { matter: { caseNumber: "   " } }).html).toBe(
      "<p>Case</p><p>No case yet</p>",
    );
  });

  it("keeps an unless section only when the field is blank", () => {
    const unless = "{{#unless client.registrationNumber}}natural person{{/unless}}";
    expect(mergeTemplate(unless, {}).html).toBe("natural person");
    expect(mergeTemplate(unless, { client: { registrationNumber: "2015/1/07" } }).html).toBe("");
  });

  it("removes the numbered clause an omitted section leaves empty", () => {
    const clauses =
      '<ol data-numbering="clauses"><li><p>One</p></li><li><p>{{#if matter.court}}</p><p>In {{matter.court}}</p><p>{{/if}}</p></li><li><p>Three</p></li></ol>';
    expect(mergeTemplate(clauses, {}).html).toBe(
      '<ol data-numbering="clauses"><li><p>One</p></li><li><p>Three</p></li></ol>',
    );
    expect(mergeTemplate(clauses, { matter: { court: "Pretoria" } }).html).toContain(
      "<li><p>In Pretoria</p></li>",
    );
  });
});

describe("mergeTemplate: repeated blocks", () => {
  const template = "<p>{{#each people}}</p><p>{{@number}}. {{this.name}}, {{this.role}}</p><p>{{/each}}</p>";

  it("repeats the block for each entry", () => {
    const { html, missing } = mergeTemplate(template, {
      people: [
        { name: "Thandi Dlamini", role: "Director" },
        { name: "Pieter <van> der Merwe", role: "Director" },
      ],
    });
    expect(html).toBe("<p>1. Thandi Dlamini, Director</p><p>2. Pieter &lt;van&gt; der Merwe, Director</p>");
    expect(missing).toEqual([]);
  });

  it("writes nothing for an empty list and reports the list missing", () => {
    expect(mergeTemplate(template, { people: [] })).toEqual({ html: "", missing: ["people"] });
  });

  it("writes the else part for an empty list, which is then not missing", () => {
    const withElse = "{{#each people}}{{this.name}}{{else}}nobody{{/each}}";
    expect(mergeTemplate(withElse, {})).toEqual({ html: "nobody", missing: [] });
  });

  it("names the entry whose field is missing", () => {
    const { missing } = mergeTemplate("{{#each people}}{{this.idNumber}}{{/each}}", {
      people: [{ idNumber: "1" }, { name: "B" }],
    });
    expect(missing).toEqual(["people[2].idNumber"]);
  });

  it("tests an entry's own fields with if", () => {
    const { html } = mergeTemplate(
      "{{#each people}}{{this.name}}{{#if this.idNumber}} ({{this.idNumber}}){{/if}};{{/each}}",
      {
        people: [{ name: "A", idNumber: "1" }, { name: "B" }],
      },
    );
    expect(html).toBe("A (1);B;");
  });
});

describe("listMergeFields", () => {
  it("lists each field once, in order of first use, entry fields under their list", () => {
    expect(
      listMergeFields(
        "{{client.name}}{{#if matter.caseNumber}}{{matter.caseNumber}}{{/if}}{{client.name}}{{#each people}}{{@number}}{{this.name}}{{/each}}",
      ),
    ).toEqual(["client.name", "matter.caseNumber", "people", "people.name"]);
  });
});

describe("findMissingFields", () => {
  it("does not list a field inside a section that will be left out", () => {
    const template = "{{client.name}}{{#if matter.caseNumber}}{{matter.court}}{{/if}}";
    expect(findMissingFields(template, {})).toEqual(["client.name"]);
    expect(findMissingFields(template, { client: { name: "A" }, matter: { caseNumber: "1" } })).toEqual([
      "matter.court",
    ]);
  });

  it("does not list unknown fields, which findUnknownFields reports", () => {
    expect(findMissingFields("{{client.nmae}}", {})).toEqual([]);
  });
});

describe("findUnknownFields", () => {
  it("lists a typo with its position and the field probably meant", () => {
    expect(findUnknownFields("<p>Dear {{client.nmae}}</p>")).toEqual([
      {
        key: "client.nmae",
        problem: "not_in_catalogue",
        position: { offset: 8, line: 1, column: 9 },
        suggestion: "client.name",
      },
    ]);
  });

  it("offers no suggestion for a field nothing resembles", () => {
    expect(findUnknownFields("{{purchase.price}}")[0]).not.toHaveProperty("suggestion");
  });

  it("lists misused fields: a list as a value, each over a value, this outside each", () => {
    expect(
      findUnknownFields(
        "{{people}}{{#each client.name}}{{/each}}{{this.name}}{{#each people}}{{this.salary}}{{/each}}",
      ).map((field) => [field.key, field.problem]),
    ).toEqual([
      ["people", "list_as_value"],
      ["client.name", "not_a_list"],
      ["this.name", "outside_each"],
      ["this.salary", "not_in_catalogue"],
    ]);
  });

  it("accepts every catalogue field", () => {
    expect(
      findUnknownFields("{{client.registrationNumber}}{{firm.vatNumber}}{{#if people}}{{/if}}{{today}}"),
    ).toEqual([]);
  });
});

describe("mergeTemplate: refusals", () => {
  it("refuses a template with unknown fields rather than blanking them", () => {
    expect(() => mergeTemplate("{{client.nmae}}", data)).toThrow(UnknownMergeFieldsError);
    expect(() => mergeTemplate("{{client.nmae}}", data)).toThrow(
      /client\.nmae \(did you mean client\.name\?\)/,
    );
  });

  it("refuses a malformed template with the position of the unclosed tag", () => {
    expect(() => mergeTemplate("<p>{{#if matter.caseNumber}}</p>", data)).toThrow(TemplateSyntaxError);
    expect(() => findMissingFields("<p>{{#if matter.caseNumber}}</p>", data)).toThrow(/Line 1, column 4/);
  });
});

describe("checkTemplate", () => {
  it("gathers the used, missing and unknown fields in one call", () => {
    const result = checkTemplate("{{client.name}}{{client.email}}{{firm.nme}}", data);
    expect(result.fields).toEqual(["client.name", "client.email", "firm.nme"]);
    expect(result.missing).toEqual(["client.email"]);
    expect(result.unknown.map((field) => field.suggestion)).toEqual(["firm.name"]);
  });
});
