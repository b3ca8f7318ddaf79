/**
 * Reading a judgment's metadata (parties, court, case numbers, bench, dates, language, numbered
 * paragraphs) from its plain text. Pure functions, no database.
 */

export type { JudgmentLanguage } from "./judgment-language.ts";
export { extractJudgmentMetadata, type JudgmentMetadata, type MetadataField } from "./judgment-metadata.ts";
export type { JudgmentParagraph } from "./judgment-paragraphs.ts";
export type { JudgmentParties } from "./judgment-parties.ts";
