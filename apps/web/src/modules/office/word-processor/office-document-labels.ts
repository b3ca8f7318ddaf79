import {
  OFFICE_DOCUMENT_TYPE_LABELS,
  type TOfficeDocumentOrigin,
  type TOfficeDocumentType,
  type TOfficeDocumentVersionSummary,
} from "@inkundla/shared";

/** Where a document came from, as its card says it; one written here needs no word. */
export const OFFICE_DOCUMENT_ORIGIN_LABELS: Record<TOfficeDocumentOrigin, string> = {
  word_processor: "Word processor",
  docx_import: "Imported from Word",
  document_automation: "Document automation",
  legal_writing: "Legal writing",
  ai_template: "AI template",
};

export const OFFICE_DOCUMENT_TYPE_COLORS: Record<TOfficeDocumentType, string> = {
  contract: "blue",
  pleading: "grape",
  correspondence: "teal",
  template: "orange",
};

export const OFFICE_DOCUMENT_TYPE_OPTIONS = Object.entries(OFFICE_DOCUMENT_TYPE_LABELS).map(
  ([value, label]) => ({ value, label }),
);

export const VERSION_REASON_LABELS: Record<TOfficeDocumentVersionSummary["reason"], string> = {
  created: "Created",
  saved: "Saved",
  restored: "Restored",
  imported: "Imported",
  generated: "Generated",
};

/** "v3": the number of the latest saved version. */
export function versionLabel(version: number): string {
  return `v${version}`;
}
