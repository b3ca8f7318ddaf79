import { describe, expect, it } from "vitest";
import { buildTemplateCatalogue, buildTemplateSummary } from "./document-automation-test-fixtures";
import {
  countTemplatesByCategory,
  draftingMergeFields,
  filterTemplates,
  usesPeople,
} from "./template-catalogue";

describe("countTemplatesByCategory", () => {
  it("counts each category's templates still in use, leaving the retired out", () => {
    expect(countTemplatesByCategory(buildTemplateCatalogue())).toEqual({
      Contracts: 2,
      Agreements: 0,
      "Legal Letters": 2,
      "Court Pleadings": 0,
      "Corporate Documents": 1,
    });
  });
});

describe("filterTemplates", () => {
  it("keeps one category's templates, and puts retired ones after those in use", () => {
    const templates = [
      buildTemplateSummary({ id: "old", category: "Contracts", retired: true }),
      buildTemplateSummary({ id: "lease", category: "Contracts" }),
      buildTemplateSummary({ id: "demand", category: "Legal Letters" }),
    ];

    expect(filterTemplates(templates, "Contracts").map((template) => template.id)).toEqual(["lease", "old"]);
    expect(filterTemplates(templates, null).map((template) => template.id)).toEqual([
      "lease",
      "demand",
      "old",
    ]);
  });
});

describe("draftingMergeFields", () => {
  it("lists the fields the built-in templates use, once each, without the people list's own fields", () => {
    expect(draftingMergeFields(buildTemplateCatalogue())).toEqual([
      "client.name",
      "client.registrationNumber",
      "date",
      "details",
      "firm.name",
      "matter.reference",
    ]);
  });
});

describe("usesPeople", () => {
  it("is true when the template repeats a list of people", () => {
    expect(usesPeople(["client.name", "people", "people.name"])).toBe(true);
    expect(usesPeople(["client.name", "peopleCount"])).toBe(false);
  });
});
