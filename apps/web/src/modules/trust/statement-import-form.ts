import {
  STATEMENT_LIMITS,
  STATEMENT_PRESET_IDS,
  type StatementDateFormat,
  type StatementPresetId,
  type TImportStatementRequest,
  type TStatementColumn,
  type TStatementMappingInput,
  type TTrustBank,
  ZImportStatementRequest,
  ZStatementMapping,
} from "@inkundla/shared";

export type StatementLayout = StatementPresetId | "generic";

/** The generic column mapping as the form holds it: columns as typed (a header's text or a position). */
export type GenericMappingDraft = {
  headerRow: boolean;
  skipRows: string;
  delimiter: "" | "," | ";";
  dateColumn: string;
  dateFormat: StatementDateFormat;
  descriptionColumn: string;
  referenceColumn: string;
  balanceColumn: string;
  amountStyle: "single" | "split";
  amountColumn: string;
  moneyInColumn: string;
  moneyOutColumn: string;
};

export function emptyGenericMapping(): GenericMappingDraft {
  return {
    headerRow: true,
    skipRows: "0",
    delimiter: "",
    dateColumn: "Date",
    dateFormat: "YYYY-MM-DD",
    descriptionColumn: "Description",
    referenceColumn: "",
    balanceColumn: "",
    amountStyle: "single",
    amountColumn: "Amount",
    moneyInColumn: "",
    moneyOutColumn: "",
  };
}

/** The bank's own preset when there is one, else the generic mapping. */
export function defaultLayoutFor(bank: TTrustBank | undefined): StatementLayout {
  return (STATEMENT_PRESET_IDS as readonly string[]).includes(bank ?? "")
    ? (bank as StatementPresetId)
    : "generic";
}

/** "3" names the fourth column by position; anything else is a header's text; blank is no column. */
function readColumn(text: string): TStatementColumn | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function buildGenericMapping(draft: GenericMappingDraft): TStatementMappingInput {
  const skipRows = draft.skipRows.trim() === "" ? 0 : Number(draft.skipRows);
  const mapping: Record<string, unknown> = {
    headerRow: draft.headerRow,
    skipRows,
    delimiter: draft.delimiter || undefined,
    dateColumn: readColumn(draft.dateColumn),
    dateFormat: draft.dateFormat,
    descriptionColumn: readColumn(draft.descriptionColumn),
    referenceColumn: readColumn(draft.referenceColumn),
    balanceColumn: readColumn(draft.balanceColumn),
  };
  if (draft.amountStyle === "single") {
    mapping.amountColumn = readColumn(draft.amountColumn);
  } else {
    mapping.moneyInColumn = readColumn(draft.moneyInColumn);
    mapping.moneyOutColumn = readColumn(draft.moneyOutColumn);
  }
  for (const [name, value] of Object.entries(mapping)) {
    if (value === undefined) delete mapping[name];
  }
  return mapping as TStatementMappingInput;
}

/** An OFX file is read as OFX whatever the layout; everything else as CSV. */
export function statementFormatOf(fileName: string): "csv" | "ofx" {
  return /\.(ofx|qfx)$/i.test(fileName) ? "ofx" : "csv";
}

export type StatementRequestResult =
  | { ok: true; request: TImportStatementRequest }
  | { ok: false; errors: Partial<Record<string, string>> };

/** The import request for one file's text, checked with the shared schemas before anything is sent. */
export function buildStatementRequest(input: {
  accountId: string;
  fileName: string;
  content: string;
  layout: StatementLayout;
  generic: GenericMappingDraft;
}): StatementRequestResult {
  const format = statementFormatOf(input.fileName);
  const errors: Partial<Record<string, string>> = {};
  const candidate: Record<string, unknown> = {
    accountId: input.accountId,
    fileName: input.fileName,
    format,
    content: input.content,
  };
  if (format === "csv") {
    candidate.preset = input.layout;
    if (input.layout === "generic") {
      const mapping = buildGenericMapping(input.generic);
      const parsedMapping = ZStatementMapping.safeParse(mapping);
      if (!parsedMapping.success) {
        for (const issue of parsedMapping.error.issues) {
          const field = String(issue.path[0] ?? "mapping");
          errors[field] ??= issue.message;
        }
      }
      candidate.mapping = mapping;
    }
  }
  if (input.content.length > STATEMENT_LIMITS.contentMaxChars) {
    errors.content = "The statement file is larger than 2 MB: import one month at a time";
  }
  const parsed = ZImportStatementRequest.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}
