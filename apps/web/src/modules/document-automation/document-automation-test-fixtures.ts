import type { TDocumentTemplate, TDocumentTemplateSummary, TGeneratedDocument } from "@inkundla/shared";

export const GENERATED_ID = "33333333-3333-4333-8333-333333333333";
export const FIRM_TEMPLATE_ID = "44444444-4444-4444-8444-444444444444";
export const LOCAL_DRAFTING_ENGINE = "Built-in templates — no language model configured";

export function buildTemplateSummary(
  overrides: Partial<TDocumentTemplateSummary> = {},
): TDocumentTemplateSummary {
  return {
    id: "letter-of-demand",
    source: "builtin",
    name: "Letter of Demand",
    description: "A demand for payment before legal action.",
    category: "Legal Letters",
    language: "English",
    documentType: "correspondence",
    lastUpdated: "2026-03-10",
    version: 1,
    retired: false,
    mergeFields: ["client.name", "matter.reference", "date", "details"],
    wordProcessor: true,
    ...overrides,
  };
}

/** Built-in and firm templates across the categories, one of them retired. */
export function buildTemplateCatalogue(): TDocumentTemplateSummary[] {
  return [
    buildTemplateSummary(),
    buildTemplateSummary({
      id: "service-contract",
      name: "Service Contract",
      category: "Contracts",
      documentType: "contract",
      mergeFields: ["client.name", "firm.name", "details"],
    }),
    buildTemplateSummary({
      id: "residential-lease",
      name: "Residential Lease",
      category: "Contracts",
      documentType: "contract",
      mergeFields: ["client.name", "date"],
    }),
    buildTemplateSummary({
      id: "directors-resolution",
      name: "Directors' Resolution",
      category: "Corporate Documents",
      documentType: "template",
      mergeFields: ["client.name", "client.registrationNumber", "people", "people.name", "people.role"],
    }),
    buildTemplateSummary({
      id: FIRM_TEMPLATE_ID,
      source: "firm",
      name: "Firm Engagement Letter",
      category: "Legal Letters",
      mergeFields: ["client.name", "author.name"],
      version: 2,
    }),
    buildTemplateSummary({
      id: "55555555-5555-4555-8555-555555555555",
      source: "firm",
      name: "Old Fee Agreement",
      category: "Agreements",
      retired: true,
    }),
  ];
}

export function buildTemplate(overrides: Partial<TDocumentTemplate> = {}): TDocumentTemplate {
  return {
    ...buildTemplateSummary({
      id: FIRM_TEMPLATE_ID,
      source: "firm",
      name: "Firm Engagement Letter",
      version: 2,
      mergeFields: ["client.name", "author.name"],
    }),
    content: "<p>Dear {{client.name}},</p><p>{{author.name}}</p>",
    ...overrides,
  };
}

export function buildGeneratedDocument(overrides: Partial<TGeneratedDocument> = {}): TGeneratedDocument {
  return {
    id: GENERATED_ID,
    name: "Letter of Demand – Sipho Mokoena",
    template: "Letter of Demand",
    client: "Sipho Mokoena",
    matterReference: "MOK/0042",
    created: "2026-04-08T10:00:00.000Z",
    status: "completed",
    version: 1,
    ...overrides,
  };
}
