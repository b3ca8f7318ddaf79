/**
 * Document automation's template library and merge engine: pure code, no database and no HTTP. The service
 * that stores firms' own templates and generates documents builds on these.
 */

export {
  BUILTIN_TEMPLATES,
  findBuiltinTemplate,
  listWordProcessorTemplates,
  WORD_PROCESSOR_TEMPLATE_KEYS,
} from "./builtin-templates.ts";
export {
  ASSISTANT_DOCUMENT_TYPES,
  type AssistantDocumentType,
  closestTemplate,
  type TemplateMatch,
  type TemplateRequest,
  templateForAssistantType,
} from "./closest-template.ts";
export {
  type BuiltinTemplate,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
  WORD_PROCESSOR_DOCUMENT_TYPES,
  type WordProcessorDocumentType,
} from "./document-template.types.ts";
export {
  findMergeField,
  MERGE_FIELDS,
  type MergeFieldDefinition,
  type MergeFieldGroup,
  type MergeFieldKind,
  PERSON_FIELDS,
} from "./merge-fields.ts";
export { escapeHtml, formatDocumentDate } from "./merge-values.ts";
export { buildSampleMergeData } from "./sample-merge-data.ts";
export {
  findUnknownFields,
  listMergeFields,
  type UnknownFieldProblem,
  type UnknownMergeField,
  UnknownMergeFieldsError,
} from "./template-fields.ts";
export {
  checkTemplate,
  findMissingFields,
  type MergeData,
  type MergeOptions,
  type MergePerson,
  type MergeResult,
  type MergeText,
  mergeTemplate,
} from "./template-merge.ts";
export {
  type TemplatePosition,
  TemplateSyntaxError,
  type TemplateSyntaxErrorCode,
} from "./template-syntax.ts";
