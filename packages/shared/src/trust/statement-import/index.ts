// Every export is named Statement…, ZStatement…/TStatement…, parseStatement…, STATEMENT_…,
// summariseStatement, decodeStatementFile or findStatementBalanceGaps, so the shared index can
// re-export this folder beside the trust schemas.
export {
  parseStatementAmount,
  type StatementAmountProblem,
  type StatementAmountResult,
} from "./statement-amount.ts";
export { findStatementBalanceGaps } from "./statement-balance-check.ts";
export { parseStatementCsv } from "./statement-csv.ts";
export {
  parseStatementCsvRows,
  STATEMENT_CSV_DELIMITERS,
  type StatementCsvDelimiter,
  type StatementCsvTable,
} from "./statement-csv-reader.ts";
export { parseStatementDate, STATEMENT_DATE_FORMATS, type StatementDateFormat } from "./statement-date.ts";
export { decodeStatementFile, type StatementEncoding } from "./statement-encoding.ts";
export type { StatementLine, StatementParseError, StatementParseResult } from "./statement-line.ts";
export {
  STATEMENT_IMPORT_LIMITS,
  type TStatementColumn,
  type TStatementMapping,
  type TStatementMappingInput,
  ZStatementColumn,
  ZStatementMapping,
} from "./statement-mapping.schemas.ts";
export { parseStatementOfx, type StatementOfxResult } from "./statement-ofx.ts";
export {
  STATEMENT_PRESET_IDS,
  STATEMENT_PRESETS,
  type StatementPreset,
  type StatementPresetId,
} from "./statement-presets.ts";
export { type StatementSummary, summariseStatement } from "./statement-summary.ts";
