import { describe, expect, it } from "vitest";
import { DEADLINE_RULES } from "../practice/deadlines/index.ts";
import { FILING_DOCUMENT_TYPES } from "./court-filing.enums.ts";
import { FILING_TEMPLATES } from "./court-filing-templates.ts";

describe("FILING_TEMPLATES", () => {
  it("gives every document type exactly one template with at least one rule", () => {
    expect(FILING_TEMPLATES.map((template) => template.documentType).sort()).toEqual(
      [...FILING_DOCUMENT_TYPES].sort(),
    );
    for (const template of FILING_TEMPLATES) expect(template.rules.length).toBeGreaterThan(0);
  });

  it("names only deadline presets the practice module has", () => {
    const known = new Set(DEADLINE_RULES.map((rule) => rule.id));
    for (const template of FILING_TEMPLATES)
      for (const id of template.deadlineRuleIds)
        expect(known.has(id), `${template.documentType}: ${id}`).toBe(true);
  });
});
