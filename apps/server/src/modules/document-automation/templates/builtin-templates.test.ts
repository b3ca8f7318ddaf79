import { describe, expect, it } from "vitest";
import { BUILTIN_TEMPLATES, findBuiltinTemplate, listWordProcessorTemplates } from "./builtin-templates.ts";
import { TEMPLATE_CATEGORIES, WORD_PROCESSOR_DOCUMENT_TYPES } from "./document-template.types.ts";
import { buildSampleMergeData } from "./sample-merge-data.ts";
import { findUnknownFields, listMergeFields } from "./template-fields.ts";
import { mergeTemplate } from "./template-merge.ts";

const NOW = new Date("2026-11-24T09:00:00+02:00");

const ALLOWED_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "div",
  "strong",
  "em",
  "u",
  "s",
  "br",
  "a",
  "sup",
  "sub",
  "span",
]);

/** Every tag and attribute of the HTML, to hold the templates to the document HTML dialect. */
function readTags(html: string): { name: string; attributes: string }[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)].map((match) => ({
    name: match[1]!,
    attributes: match[2]!.trim(),
  }));
}

function templateText(key: string): string {
  return findBuiltinTemplate(key)!
    .html.replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the built-in template library", () => {
  it("holds at least 12 templates with unique keys", () => {
    expect(BUILTIN_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const keys = BUILTIN_TEMPLATES.map((template) => template.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("files every template under one of the five categories, in English, with a word-processor type", () => {
    for (const template of BUILTIN_TEMPLATES) {
      expect(TEMPLATE_CATEGORIES).toContain(template.category);
      expect(WORD_PROCESSOR_DOCUMENT_TYPES).toContain(template.documentType);
      expect(template.language).toBe("English");
      expect(template.name.length).toBeGreaterThan(3);
      expect(template.description.length).toBeGreaterThan(40);
      expect(template.keywords.length + template.aliases.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("uses every category at least once", () => {
    expect(new Set(BUILTIN_TEMPLATES.map((template) => template.category))).toEqual(
      new Set(TEMPLATE_CATEGORIES),
    );
  });

  it("offers exactly the word processor's six templates to the word processor", () => {
    expect(listWordProcessorTemplates().map((template) => template.key)).toEqual([
      "letter-of-demand",
      "mandate-and-fee-agreement",
      "general-power-of-attorney",
      "affidavit",
      "notice-of-motion",
      "settlement-agreement",
    ]);
    expect(BUILTIN_TEMPLATES.filter((template) => template.wordProcessor)).toHaveLength(6);
  });

  it("holds the other required templates", () => {
    for (const key of [
      "engagement-letter",
      "non-disclosure-agreement",
      "residential-lease",
      "acknowledgement-of-debt",
      "special-power-of-attorney-transfer",
      "notice-of-intention-to-defend",
      "directors-resolution",
      "service-contract",
      "legal-memorandum",
    ]) {
      expect(findBuiltinTemplate(key), key).toBeDefined();
    }
  });

  it("points every variant at a template that exists", () => {
    const variants = BUILTIN_TEMPLATES.filter((template) => template.variantOf !== undefined);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(findBuiltinTemplate(variant.variantOf!)).toBeDefined();
  });

  it("repeats the people of the document in at least two templates", () => {
    const withPeople = BUILTIN_TEMPLATES.filter((template) => template.html.includes("{{#each people}}"));
    expect(withPeople.length).toBeGreaterThanOrEqual(2);
  });
});

describe.each(BUILTIN_TEMPLATES.map((template) => [template.key, template] as const))(
  "template %s",
  (_key, template) => {
    it("uses only fields of the catalogue", () => {
      expect(findUnknownFields(template.html)).toEqual([]);
    });

    it("merges with complete data leaving no tag and no missing field", () => {
      const { html, missing } = mergeTemplate(template.html, buildSampleMergeData(), { now: NOW });
      expect(missing).toEqual([]);
      expect(html).not.toContain("{{");
      expect(html).not.toContain("}}");
      expect(html).not.toMatch(/<li>\s*<\/li>/);
    });

    it("merges with no data at all into a draft showing its gaps, never a tag", () => {
      const { html, missing } = mergeTemplate(template.html, {}, { now: NOW });
      expect(html).not.toContain("{{");
      expect(missing.length).toBeGreaterThan(0);
      expect(html).toContain("[");
    });

    it("is written in the document HTML dialect", () => {
      for (const tag of readTags(template.html)) {
        expect(ALLOWED_TAGS, tag.name).toContain(tag.name);
        if (tag.attributes === "") continue;
        if (tag.name === "ol") expect(tag.attributes).toBe('data-numbering="clauses"');
        else expect(tag.attributes).toMatch(/^style="text-align: (left|center|right|justify)"$/);
        if (tag.name !== "ol") expect(["p", "h1", "h2", "h3", "h4"]).toContain(tag.name);
      }
    });

    it("numbers its clauses in one run, never starting again at 1", () => {
      let listItemDepth = 0;
      let topLevelClauseLists = 0;
      for (const match of template.html.matchAll(/<(\/?)(li|ol)([^>]*)>/g)) {
        const [, closing, name, attributes] = match;
        if (name === "li") listItemDepth += closing ? -1 : 1;
        else if (!closing && listItemDepth === 0 && attributes!.includes("data-numbering"))
          topLevelClauseLists += 1;
      }
      expect(topLevelClauseLists).toBeLessThanOrEqual(1);
    });

    it("gives the user's own facts a place in the details field, unless the document has none to state", () => {
      const hasNoFacts = template.key === "notice-of-intention-to-defend";
      expect(listMergeFields(template.html).includes("details")).toBe(!hasNoFacts);
    });
  },
);

describe("the legal substance of the templates", () => {
  it("gives a consumer the section 129(1)(a) notice with its referrals and the 10 business days of section 130", () => {
    const text = templateText("letter-of-demand-credit-agreement");
    for (const phrase of [
      "section 129(1)(a) of the National Credit Act 34 of 2005",
      "debt counsellor",
      "alternative dispute resolution agent",
      "consumer court",
      "ombud with jurisdiction",
      "section 130(1)",
      "10 (ten) business days",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("attests an affidavit as the commissioners of oaths regulations require", () => {
    const text = templateText("affidavit");
    for (const phrase of [
      "knows and understands the contents",
      "no objection to taking the prescribed oath",
      "binding on his or her conscience",
      "signed and sworn to before me at",
      "Full names:",
      "Designation",
      "Area",
      "Business address:",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("sets the notice of motion's periods as Form 2(a) does", () => {
    const text = templateText("notice-of-motion");
    expect(text).toContain("to notify the applicant's attorneys in writing on or before");
    expect(text).toContain("within fifteen days after you have so given notice of your intention to oppose");
    expect(text).toContain(
      "If no such notice of intention to oppose is given, the application will be made on",
    );
    expect(text).toContain("rule 6(5)(b)");
  });

  it("holds deposits in trust under section 86 of the Legal Practice Act in the fee agreement", () => {
    const text = templateText("mandate-and-fee-agreement");
    expect(text).toContain("section 86 of the Legal Practice Act 28 of 2014");
    expect(text).toContain("value-added tax");
    expect(text).toContain("Termination.");
  });

  it("invests the lease deposit at interest and inspects jointly, per the Rental Housing Act", () => {
    const text = templateText("residential-lease");
    expect(text).toContain("Rental Housing Act 50 of 1999");
    expect(text).toContain("interest-bearing account");
    expect(text).toContain("inspect the premises before the tenant moves in");
  });

  it("offers interest at the prescribed rate in the acknowledgement of debt", () => {
    expect(templateText("acknowledgement-of-debt")).toContain("Prescribed Rate of Interest Act 55 of 1975");
  });

  it("cites the Deeds Registries Act, Uniform Rule 19 and section 74 of the Companies Act", () => {
    expect(templateText("special-power-of-attorney-transfer")).toContain("Deeds Registries Act 47 of 1937");
    expect(templateText("notice-of-intention-to-defend")).toContain(
      "rule 19(3) of the Uniform Rules of Court",
    );
    expect(templateText("directors-resolution")).toContain("section 74 of the Companies Act 71 of 2008");
  });
});

describe("merging a built-in template", () => {
  it("lists the directors of a round-robin resolution, one signature line each", () => {
    const { html } = mergeTemplate(
      findBuiltinTemplate("directors-resolution")!.html,
      buildSampleMergeData(),
      { now: NOW },
    );
    expect(html).toContain("<strong>Thandiwe Nomvula Dlamini</strong> (Director)");
    expect(html).toContain("<strong>Pieter Johannes van der Merwe</strong> (Director)");
  });

  it("describes a company client by its registration number and a person by identity number", () => {
    const template = findBuiltinTemplate("mandate-and-fee-agreement")!.html;
    const company = mergeTemplate(template, buildSampleMergeData(), { now: NOW });
    expect(company.html).toContain("(registration number 2015/123456/07)");
    const person = mergeTemplate(
      template,
      { ...buildSampleMergeData(), client: { ...buildSampleMergeData().client, registrationNumber: "" } },
      { now: NOW },
    );
    expect(person.html).toContain("(identity number 8501015800083)");
    expect(person.missing).toEqual([]);
  });

  it("lets a lease without other occupants say so instead of reporting people missing", () => {
    const { html, missing } = mergeTemplate(
      findBuiltinTemplate("residential-lease")!.html,
      { ...buildSampleMergeData(), people: [] },
      { now: NOW },
    );
    expect(missing).toEqual([]);
    expect(html).toContain("no other person, without the landlord's prior written consent.");
  });

  it("leaves the case number blank for signing when an application has none yet", () => {
    const { html, missing } = mergeTemplate(
      findBuiltinTemplate("notice-of-motion")!.html,
      { ...buildSampleMergeData(), matter: { ...buildSampleMergeData().matter, caseNumber: "" } },
      { now: NOW },
    );
    expect(missing).toEqual([]);
    expect(html).toContain("Case number: ____________________");
  });
});
