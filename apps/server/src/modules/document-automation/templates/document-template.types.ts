import type { TOfficeDocumentType, TTemplateCategory } from "@inkundla/shared";

/** What a document template is: its place in the library and the word processor, and its HTML. */

/** The template library's shelves (the spec's five categories, shared with the screen). */
export { TEMPLATE_CATEGORIES } from "@inkundla/shared";
export type TemplateCategory = TTemplateCategory;

/** The word processor's document types: they choose its page layout and header. */
export { OFFICE_DOCUMENT_TYPES as WORD_PROCESSOR_DOCUMENT_TYPES } from "@inkundla/shared";
export type WordProcessorDocumentType = TOfficeDocumentType;
export interface BuiltinTemplate {
  /** Stable identifier, kept across releases: documents record which template they came from. */
  key: string;
  name: string;
  description: string;
  category: TemplateCategory;
  language: "English";
  documentType: WordProcessorDocumentType;
  /** Offered in the word processor's "new from template" list (six templates). */
  wordProcessor: boolean;
  /** Other names people give this document ("sworn statement" for an affidavit). */
  aliases: readonly string[];
  /** Words that point to this template in a request ("owed", "arrears", "payment"). */
  keywords: readonly string[];
  /** The key of the template this one is a variant of, if any. */
  variantOf?: string;
  /** The body in the document HTML dialect, with merge fields. */
  html: string;
}
