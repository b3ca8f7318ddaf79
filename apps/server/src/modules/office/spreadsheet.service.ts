import { randomUUID } from "node:crypto";
import {
  parseCellInput,
  SPREADSHEET_MAX_IMPORT_BYTES,
  SpreadsheetLimitError,
  type TSpreadsheet,
  type TSpreadsheetCreateRequest,
  type TSpreadsheetListItem,
  type TSpreadsheetListQuery,
  type TSpreadsheetTemplate,
  type TSpreadsheetTemplateKey,
  type TSpreadsheetType,
  type TSpreadsheetUpdateRequest,
  type TSpreadsheetVersion,
  type TSpreadsheetVersionSummary,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { resolveDocumentOwnership } from "./office-document.service.ts";
import { isAuthorOrOwner, shownMember, viewerOf } from "./office-item-access.ts";
import { versionConflictError } from "./office-version-conflict.ts";
import { spreadsheetError } from "./spreadsheet.errors.ts";
import {
  deleteSpreadsheet,
  findCurrentPrescribedRate,
  findLatestSpreadsheetVersion,
  findSpreadsheetVersion,
  findVisibleSpreadsheet,
  findVisibleSpreadsheetDataText,
  insertSpreadsheet,
  insertSpreadsheetVersion,
  listSpreadsheetVersions,
  listVisibleSpreadsheets,
  type SpreadsheetListRow,
  type SpreadsheetValues,
  type SpreadsheetVersionSummaryRow,
  updateSpreadsheetAtVersion,
} from "./spreadsheet.repository.ts";
import {
  buildStoredSpreadsheet,
  type CalculatedSpreadsheet,
  calculateSpreadsheet,
  SpreadsheetContentError,
  type StoredSpreadsheet,
  spreadsheetData,
} from "./spreadsheet-content.ts";
import { buildSpreadsheetTemplate, listSpreadsheetTemplates } from "./spreadsheet-templates.ts";
import {
  SpreadsheetFileError,
  spreadsheetToCsv,
  spreadsheetToXlsx,
  xlsxToSpreadsheet,
} from "./spreadsheet-xlsx.ts";

export type SpreadsheetDeps = { db: Db };

type VersionReason = TSpreadsheetVersionSummary["reason"];

function toListItem(identity: FirmIdentity, row: SpreadsheetListRow): TSpreadsheetListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    template: row.template,
    clientId: row.clientId,
    clientName: row.clientName,
    matterId: row.matterId,
    matterReference: row.matterReference,
    matterTitle: row.matterTitle,
    isShared: row.isShared,
    version: row.version,
    structure: { rows: row.rowCount, columns: row.columnCount, headers: row.headers },
    totals: {
      totalRevenue: row.totalRevenueCents,
      totalProfit: row.totalProfitCents,
      avgMargin: row.averageMarginBasisPoints,
    },
    author: shownMember(row.authorUserId, row.authorName),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    canEdit: true,
    canDelete: isAuthorOrOwner(identity, row),
  };
}

function toVersionSummary(row: SpreadsheetVersionSummaryRow): TSpreadsheetVersionSummary {
  return {
    version: row.version,
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    savedBy: shownMember(row.savedByUserId, row.savedByName),
    reason: row.reason,
  };
}

/**
 * Works out every formula before anything is written. A sheet past the limits (ours or the engine's) is
 * refused with 400 and the engine's own sentence, so nothing half-saved is left behind.
 */
function calculateOrRefuse(stored: StoredSpreadsheet, isStored = false): CalculatedSpreadsheet {
  try {
    return calculateSpreadsheet(stored, isStored);
  } catch (error) {
    if (error instanceof SpreadsheetContentError) {
      throw spreadsheetError(
        error.reason === "too_large" ? "sheet_too_large" : "cell_outside_sheet",
        error.message,
      );
    }
    if (error instanceof SpreadsheetLimitError) throw spreadsheetError("sheet_too_large", error.message);
    throw error;
  }
}

/** The row's columns a save writes: the cells, their size and the card's figures from the named cells. */
function savedValues(
  calculated: CalculatedSpreadsheet,
  fields: Pick<SpreadsheetValues, "title" | "type" | "clientId" | "matterId" | "isShared">,
): SpreadsheetValues {
  return {
    ...fields,
    content: calculated.stored,
    rowCount: calculated.stored.structure.rows,
    columnCount: calculated.stored.structure.columns,
    headers: calculated.stored.structure.headers,
    cellCount: calculated.cellCount,
    totalRevenueCents: calculated.totals.totalRevenue,
    totalProfitCents: calculated.totals.totalProfit,
    averageMarginBasisPoints: calculated.totals.avgMargin,
  };
}

async function requireVisible(db: DbExecutor, identity: FirmIdentity, id: string) {
  const row = isUuid(id) ? await findVisibleSpreadsheet(db, viewerOf(identity), id) : null;
  if (!row) throw spreadsheetError("spreadsheet_not_found");
  return row;
}

function requireTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw spreadsheetError("blank_title");
  return trimmed;
}

/** The full sheet for the editor; `calculated` is passed when the caller has just worked it out. */
async function readCalculated(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
  calculated?: CalculatedSpreadsheet,
): Promise<TSpreadsheet> {
  const row = await requireVisible(deps.db, identity, id);
  const sheet = calculated ?? calculateOrRefuse(row.content, true);
  return { ...toListItem(identity, row), data: spreadsheetData(sheet) };
}

export async function listSpreadsheets(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  query: TSpreadsheetListQuery,
): Promise<{ items: TSpreadsheetListItem[]; total: number }> {
  const { rows, total } = await listVisibleSpreadsheets(deps.db, viewerOf(identity), query);
  return { items: rows.map((row) => toListItem(identity, row)), total };
}

/** A sheet with its cells and every formula calculated afresh (TODAY() moves on between reads). */
export async function readSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TSpreadsheet> {
  return readCalculated(deps, identity, id);
}

/**
 * The sheet for the editor, which calculates it itself, as the JSON text of a TSpreadsheet: its cells
 * as saved and no results (`data.calculations` is empty). The cells go from the database to the answer
 * as text, never parsed here (a 100,000-cell sheet's read spent most of its time doing that).
 */
export async function readSpreadsheetWithoutCalculationsJson(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
): Promise<string> {
  const row = isUuid(id) ? await findVisibleSpreadsheetDataText(deps.db, viewerOf(identity), id) : null;
  if (!row) throw spreadsheetError("spreadsheet_not_found");
  return withDataText(toListItem(identity, row), row.dataText);
}

/** A list item's JSON with `data` (already JSON text) added as its last field. */
function withDataText(item: TSpreadsheetListItem, dataText: string): string {
  const itemText = JSON.stringify(item);
  return `${itemText.slice(0, -1)},"data":${dataText}}`;
}

export function listTemplates(): TSpreadsheetTemplate[] {
  return listSpreadsheetTemplates();
}

type NewSpreadsheet = {
  title: string;
  type: TSpreadsheetType;
  template: string | null;
  clientId?: string | null | undefined;
  matterId?: string | null | undefined;
  isShared: boolean;
  stored: StoredSpreadsheet;
  source: "new" | "template" | "xlsx_import";
};

/** Stores a calculated sheet, its first version and the audit line in one transaction. */
async function storeNewSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  sheet: NewSpreadsheet,
): Promise<TSpreadsheet> {
  const { firmId } = identity.membership;
  const calculated = calculateOrRefuse(sheet.stored);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, sheet.clientId, sheet.matterId);
    await insertSpreadsheet(tx, {
      id,
      firmId,
      authorUserId: identity.userId,
      template: sheet.template,
      ...savedValues(calculated, {
        title: sheet.title,
        type: sheet.type,
        isShared: sheet.isShared,
        ...ownership,
      }),
    });
    await insertSpreadsheetVersion(tx, {
      spreadsheetId: id,
      firmId,
      version: 1,
      title: sheet.title,
      content: calculated.stored,
      reason: sheet.source === "xlsx_import" ? "imported" : "created",
      savedByUserId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: "office.spreadsheet_created",
      firmId,
      userId: identity.userId,
      entityType: "office_spreadsheet",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title: sheet.title, source: sheet.source },
    });
  });
  return readCalculated(deps, identity, id, calculated);
}

/**
 * A new sheet: from a built-in template when one is named (the debt template takes today's prescribed
 * rate from the administrator's table), else the body's cells, else the spec's empty sheet whose row 1
 * holds the headers.
 */
export async function createSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  input: TSpreadsheetCreateRequest,
): Promise<TSpreadsheet> {
  const title = requireTitle(input.title);
  const stored = input.template
    ? buildSpreadsheetTemplate(input.template, { prescribedRate: await findCurrentPrescribedRate(deps.db) })
        .sheet
    : buildStoredSpreadsheet(input.structure, input.data);
  return storeNewSpreadsheet(deps, identity, {
    title,
    type: input.type,
    template: input.template ?? null,
    clientId: input.clientId,
    matterId: input.matterId,
    isShared: input.isShared,
    stored,
    source: input.template ? "template" : "new",
  });
}

/** The 409 of a save over a version that is no longer the newest: who saved the newer one, and when. */
async function conflictError(db: DbExecutor, firmId: string, id: string) {
  const latest = await findLatestSpreadsheetVersion(db, firmId, id);
  if (!latest) return spreadsheetError("spreadsheet_not_found");
  return versionConflictError("spreadsheet", "spreadsheet_version_conflict", latest);
}

/** What a save or a restore writes; the cells already worked out from the body or the old version. */
type SpreadsheetSave = Omit<TSpreadsheetUpdateRequest, "structure" | "data" | "template"> & {
  stored: StoredSpreadsheet;
};

async function saveSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  current: { id: string; isShared: boolean; authorUserId: string | null },
  save: SpreadsheetSave,
  reason: VersionReason,
): Promise<TSpreadsheet> {
  const { firmId } = identity.membership;
  if (save.isShared !== current.isShared && !isAuthorOrOwner(identity, current)) {
    throw spreadsheetError("sharing_not_allowed");
  }
  const title = requireTitle(save.title);
  const calculated = calculateOrRefuse(save.stored);
  const saved = await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, save.clientId, save.matterId);
    const updated = await updateSpreadsheetAtVersion(
      tx,
      firmId,
      current.id,
      save.baseVersion,
      savedValues(calculated, { title, type: save.type, isShared: save.isShared, ...ownership }),
    );
    if (!updated) return null;
    await insertSpreadsheetVersion(tx, {
      spreadsheetId: current.id,
      firmId,
      version: updated.version,
      title,
      content: calculated.stored,
      reason,
      savedByUserId: identity.userId,
    });
    return updated;
  });
  if (!saved) throw await conflictError(deps.db, firmId, current.id);
  return readCalculated(deps, identity, current.id, calculated);
}

/**
 * Saves a new version over `baseVersion` (409 when someone saved in between; nothing written). Without
 * `data` the cells are kept. Headers follow row 1 here: a header cleared in the grid stays cleared.
 */
export async function updateSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
  input: TSpreadsheetUpdateRequest,
): Promise<TSpreadsheet> {
  const current = await requireVisible(deps.db, identity, id);
  const size = input.structure ?? current.content.structure;
  const structure = { rows: size.rows, columns: size.columns, headers: [] };
  const stored = buildStoredSpreadsheet(structure, input.data ?? current.content);
  return saveSpreadsheet(deps, identity, current, { ...input, stored }, "saved");
}

export async function removeSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
): Promise<void> {
  const { firmId } = identity.membership;
  const current = await requireVisible(deps.db, identity, id);
  if (!isAuthorOrOwner(identity, current)) throw spreadsheetError("delete_not_allowed");
  await deps.db.transaction(async (tx) => {
    await deleteSpreadsheet(tx, firmId, id);
    await recordAuditEvent(tx, {
      action: "office.spreadsheet_deleted",
      firmId,
      userId: identity.userId,
      entityType: "office_spreadsheet",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title: current.title },
    });
  });
}

export async function listVersionsOfSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TSpreadsheetVersionSummary[]> {
  await requireVisible(deps.db, identity, id);
  const rows = await listSpreadsheetVersions(deps.db, identity.membership.firmId, id);
  return rows.map(toVersionSummary);
}

export async function readSpreadsheetVersion(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
): Promise<TSpreadsheetVersion> {
  await requireVisible(deps.db, identity, id);
  const row = await findSpreadsheetVersion(deps.db, identity.membership.firmId, id, version);
  if (!row) throw spreadsheetError("version_not_found");
  const calculated = calculateOrRefuse(row.content, true);
  return {
    ...toVersionSummary(row),
    structure: row.content.structure,
    data: spreadsheetData(calculated),
  };
}

/** Makes an old version the newest one (a new version with its title and cells); nothing is deleted. */
export async function restoreSpreadsheetVersion(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
  baseVersion: number,
): Promise<TSpreadsheet> {
  const current = await requireVisible(deps.db, identity, id);
  const old = await findSpreadsheetVersion(deps.db, identity.membership.firmId, id, version);
  if (!old) throw spreadsheetError("version_not_found");
  return saveSpreadsheet(
    deps,
    identity,
    current,
    {
      title: old.title,
      type: current.type,
      clientId: current.clientId,
      matterId: current.matterId,
      isShared: current.isShared,
      baseVersion,
      stored: old.content,
    },
    "restored",
  );
}

export type SpreadsheetImport = {
  file: { bytes: Uint8Array; fileName: string } | null;
  title?: string | undefined;
  type?: TSpreadsheetType | undefined;
  clientId?: string | undefined;
  matterId?: string | undefined;
  isShared?: boolean | undefined;
};

const FILE_ERROR_CODES = {
  not_xlsx: "not_an_xlsx",
  encrypted: "workbook_encrypted",
  corrupt: "workbook_corrupt",
  too_large: "sheet_too_large",
} as const;

/** An .xlsx's first worksheet stored as a new sheet named after the file (or the title given). */
export async function importSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  submission: SpreadsheetImport,
): Promise<TSpreadsheet> {
  const file = submission.file;
  if (!file || file.bytes.length === 0) throw spreadsheetError("no_file");
  if (file.bytes.length > SPREADSHEET_MAX_IMPORT_BYTES) throw spreadsheetError("file_too_large");
  let stored: StoredSpreadsheet;
  try {
    stored = await xlsxToSpreadsheet(file.bytes);
  } catch (error) {
    if (error instanceof SpreadsheetFileError)
      throw spreadsheetError(FILE_ERROR_CODES[error.reason], error.message);
    throw error;
  }
  const title =
    submission.title?.trim() ||
    file.fileName
      .replace(/\.xlsx$/i, "")
      .trim()
      .slice(0, 200) ||
    "Imported spreadsheet";
  return storeNewSpreadsheet(deps, identity, {
    title,
    type: submission.type ?? "analysis",
    template: null,
    clientId: submission.clientId,
    matterId: submission.matterId,
    isShared: submission.isShared ?? false,
    stored,
    source: "xlsx_import",
  });
}

/** A file name from the title: letters, digits, spaces and dashes, never empty. */
export function spreadsheetFileName(title: string, extension: "xlsx" | "csv"): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "spreadsheet"}.${extension}`;
}

/** The sheet as Excel (.xlsx) or CSV, its formulas calculated now. */
export async function exportSpreadsheet(
  deps: SpreadsheetDeps,
  identity: FirmIdentity,
  id: string,
  format: "xlsx" | "csv",
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requireVisible(deps.db, identity, id);
  const calculated = calculateOrRefuse(row.content, true);
  const bytes =
    format === "xlsx"
      ? await spreadsheetToXlsx({
          title: row.title,
          author: row.authorName ?? undefined,
          stored: calculated.stored,
          calculations: calculated.calculations,
        })
      : new TextEncoder().encode(spreadsheetToCsv(calculated.stored, calculated.calculations));
  return { bytes, fileName: spreadsheetFileName(row.title, format) };
}

/**
 * A sheet the seeds make from a built-in template, with some inputs filled in as a person would type
 * them in the grid ("184250", "2026-08-14"); calculated and versioned like any other.
 */
export async function seedFirmSpreadsheet(
  db: DbExecutor,
  values: {
    firmId: string;
    authorUserId: string;
    title: string;
    template: TSpreadsheetTemplateKey;
    inputs: Record<string, string>;
    clientId: string | null;
    matterId: string | null;
    isShared: boolean;
  },
): Promise<string> {
  const { sheet, type } = buildSpreadsheetTemplate(values.template, {
    prescribedRate: await findCurrentPrescribedRate(db),
  });
  for (const [reference, text] of Object.entries(values.inputs)) {
    const input = parseCellInput(text);
    delete sheet.values[reference];
    delete sheet.formulas[reference];
    if (input.kind === "formula") sheet.formulas[reference] = input.formula;
    else if (input.value !== null) sheet.values[reference] = input.value;
  }
  const calculated = calculateOrRefuse(sheet);
  const id = randomUUID();
  await insertSpreadsheet(db, {
    id,
    firmId: values.firmId,
    authorUserId: values.authorUserId,
    template: values.template,
    ...savedValues(calculated, {
      title: values.title,
      type,
      clientId: values.clientId,
      matterId: values.matterId,
      isShared: values.isShared,
    }),
  });
  await insertSpreadsheetVersion(db, {
    spreadsheetId: id,
    firmId: values.firmId,
    version: 1,
    title: values.title,
    content: calculated.stored,
    reason: "created",
    savedByUserId: values.authorUserId,
  });
  return id;
}
