import { z } from "zod";
import { OFFICE_DOCUMENT_TYPES } from "./office-document.schemas.ts";

/** The spec's five template categories (section 2), counted from the real templates. */
export const TEMPLATE_CATEGORIES = [
  "Contracts",
  "Agreements",
  "Legal Letters",
  "Court Pleadings",
  "Corporate Documents",
] as const;
export type TTemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A template card: built in (its key is its id) or the firm's own (a uuid), with the fields it merges. */
export const ZDocumentTemplateSummary = z.object({
  id: z.string(),
  source: z.enum(["builtin", "firm"]),
  name: z.string(),
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  language: z.string(),
  documentType: z.enum(OFFICE_DOCUMENT_TYPES),
  lastUpdated: z.string(),
  version: z.number().int(),
  retired: z.boolean(),
  /** The merge fields it uses, e.g. "client.name", in order of first use. */
  mergeFields: z.array(z.string()),
  /** Whether the word processor offers it among its six templates. */
  wordProcessor: z.boolean(),
});
export type TDocumentTemplateSummary = z.infer<typeof ZDocumentTemplateSummary>;
export const ZDocumentTemplateList = z.array(ZDocumentTemplateSummary);

export const ZDocumentTemplate = ZDocumentTemplateSummary.extend({ content: z.string() });
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

export const ZDocumentTemplateIdParams = z.strictObject({
  id: z.string().trim().min(1).max(100),
});

const templateFields = {
  name: z
    .string()
    .trim()
    .min(1, "Please give the template a name.")
    .max(200, "Name must be at most 200 characters"),
  description: z.string().trim().max(1000, "Description must be at most 1,000 characters").default(""),
  category: z.enum(TEMPLATE_CATEGORIES, { error: "Choose a category from the list" }),
  documentType: z
    .enum(OFFICE_DOCUMENT_TYPES, { error: "Choose a document type from the list" })
    .default("contract"),
  content: z
    .string()
    .max(5 * 1024 * 1024, "The template is longer than 5 MB of text.")
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "Please write the template's text."),
};
export const ZDocumentTemplateCreateRequest = z.strictObject(templateFields);
export type TDocumentTemplateCreateRequest = z.infer<typeof ZDocumentTemplateCreateRequest>;
export const ZDocumentTemplateUpdateRequest = z.strictObject({
  ...templateFields,
  baseVersion: z.number().int().min(1),
});
export type TDocumentTemplateUpdateRequest = z.infer<typeof ZDocumentTemplateUpdateRequest>;

/** One person, director, party or witness of a repeated block (`{{#each people}}`). */
export const ZMergePerson = z.strictObject({
  name: z.string().trim().min(1, "Each person needs a name").max(200),
  role: z.string().trim().max(200).optional(),
  idNumber: z.string().trim().max(50).optional(),
  address: z.string().trim().max(500).optional(),
});

/**
 * The spec's generation input (client name, matter reference, date, details) with real references: a
 * client and matter picked from the firm's, whose records fill the merge fields; `values` fills or
 * overrides single fields ("matter.caseNumber": "12345/2026") the records lack.
 */
export const ZGenerationData = z.strictObject({
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
  clientName: z.string().trim().max(200).optional(),
  matterRef: z.string().trim().max(100).optional(),
  date: z.iso.date("The date must be a date (YYYY-MM-DD)").optional(),
  details: z.string().trim().max(20_000, "Details must be at most 20,000 characters").default(""),
  people: z.array(ZMergePerson).max(50, "At most 50 people").default([]),
  values: z.record(z.string().max(100), z.string().max(5000)).default({}),
  title: z.string().trim().max(200).optional(),
});
export type TGenerationData = z.infer<typeof ZGenerationData>;

/** `template` is the spec's "whole object"; only its id is read. */
export const ZGenerateRequest = z.object({
  template: z.object({ id: z.string().trim().min(1, "Please select a template first.") }),
  data: ZGenerationData,
});
export type TGenerateRequest = z.infer<typeof ZGenerateRequest>;

/** What generation would lack: fields with no value, and fields the template names that do not exist. */
export const ZMergeCheck = z.object({
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
  unknown: z.array(z.string()),
});
export type TMergeCheck = z.infer<typeof ZMergeCheck>;

/** A document generated from a template: the spec's list fields and the word-processor document it is. */
export const ZGeneratedDocument = z.object({
  id: z.uuid(),
  name: z.string(),
  template: z.string(),
  client: z.string().nullable(),
  matterReference: z.string().nullable(),
  created: z.string(),
  status: z.literal("completed"),
  version: z.number().int(),
});
export type TGeneratedDocument = z.infer<typeof ZGeneratedDocument>;
export const ZGeneratedDocumentList = z.array(ZGeneratedDocument);

export const ZGenerateResponse = z.object({
  /** The sanitised HTML (the spec renders it as raw HTML). */
  content: z.string(),
  document: ZGeneratedDocument,
});

/** AI Custom: a description; the spec's answer is plain text, here also the HTML and the stored document. */
export const ZAiGenerateRequest = z.strictObject({
  prompt: z.string().trim().min(1, "Please describe the document you need.").max(10_000),
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
});
export const ZAiGenerateResponse = z.object({
  content: z.string(),
  html: z.string(),
  /** Which engine wrote it, and what it did ("assembled the built-in Letter of demand"). */
  engine: z.string(),
  note: z.string(),
  templateUsed: z.string().nullable(),
  documentId: z.uuid(),
});
export type TAiGenerateResponse = z.infer<typeof ZAiGenerateResponse>;

/** The assistant's Template Generation tab: the spec's six types. */
export const AI_TEMPLATE_TYPES = [
  "contract",
  "agreement",
  "letter",
  "memorandum",
  "affidavit",
  "power_of_attorney",
] as const;
export const AI_TEMPLATE_TYPE_LABELS: Record<(typeof AI_TEMPLATE_TYPES)[number], string> = {
  contract: "Service Contract",
  agreement: "Legal Agreement",
  letter: "Legal Letter",
  memorandum: "Legal Memorandum",
  affidavit: "Affidavit",
  power_of_attorney: "Power of Attorney",
};
export const ZGenerateTemplateRequest = z.strictObject({
  documentType: z
    .enum(AI_TEMPLATE_TYPES, { error: "Choose a document type from the list" })
    .default("contract"),
  details: z.string().trim().min(1, "Please describe the details of the template.").max(10_000),
});
/** `template` is the spec's text; the rest says how it was made and where it opens. */
export const ZGenerateTemplateResponse = ZAiGenerateResponse.omit({ content: true }).extend({
  template: z.string(),
});
