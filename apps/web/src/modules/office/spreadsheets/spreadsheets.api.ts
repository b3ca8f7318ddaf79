import {
  type CellConstant,
  type CellList,
  type TSpreadsheet,
  type TSpreadsheetConflict,
  type TSpreadsheetCreateInput,
  type TSpreadsheetData,
  type TSpreadsheetListItem,
  type TSpreadsheetTemplate,
  type TSpreadsheetType,
  type TSpreadsheetUpdateInput,
  type TSpreadsheetVersion,
  type TSpreadsheetVersionSummary,
  ZSpreadsheet,
  ZSpreadsheetConflict,
  ZSpreadsheetData,
  ZSpreadsheetListItem,
  ZSpreadsheetTemplateList,
  ZSpreadsheetVersion,
  ZSpreadsheetVersionList,
} from "@inkundla/shared";
import { z } from "zod";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  fetchListPage,
  type ListPage,
  readApiErrorStatus,
} from "../../../lib/api-client";
import { parseOpenedSheetJson } from "./opened-sheet-json";
import { SPREADSHEETS_API_PATH, spreadsheetOpenApiPath } from "./spreadsheet-paths";

export { SPREADSHEETS_API_PATH };
export const SPREADSHEET_TEMPLATES_API_PATH = "/api/office/spreadsheet-templates";

/** Every spreadsheet query starts with the path, so one invalidation refreshes lists and sheets. */
export const SPREADSHEET_LIST_KEY = [SPREADSHEETS_API_PATH, "list"] as const;
export const spreadsheetListQueryKey = (params: SpreadsheetListParams) =>
  [...SPREADSHEET_LIST_KEY, params] as const;
export const spreadsheetQueryKey = (spreadsheetId: string) =>
  [SPREADSHEETS_API_PATH, "detail", spreadsheetId] as const;
export const spreadsheetVersionsQueryKey = (spreadsheetId: string) =>
  [SPREADSHEETS_API_PATH, "versions", spreadsheetId] as const;
export const SPREADSHEET_TEMPLATES_QUERY_KEY = [SPREADSHEET_TEMPLATES_API_PATH] as const;

export type SpreadsheetListParams = {
  search?: string;
  matterId?: string;
  clientId?: string;
  limit: number;
  offset: number;
};

/** What a save answered: the saved sheet, or who saved a newer version in between. */
export type SpreadsheetSaveResult =
  | { kind: "saved"; spreadsheet: TSpreadsheet }
  | { kind: "conflict"; conflict: TSpreadsheetConflict };

export function spreadsheetApiPath(spreadsheetId: string): string {
  return `${SPREADSHEETS_API_PATH}/${encodeURIComponent(spreadsheetId)}`;
}

/** Where a sheet is downloaded as Excel or CSV (the server writes its saved version). */
export function spreadsheetExportPath(spreadsheetId: string, format: "xlsx" | "csv"): string {
  return `${spreadsheetApiPath(spreadsheetId)}/export.${format}`;
}

export async function fetchSpreadsheets(
  params: SpreadsheetListParams,
): Promise<ListPage<TSpreadsheetListItem>> {
  const { items, total } = await fetchListPage<unknown>(SPREADSHEETS_API_PATH, params);
  return { items: ZSpreadsheetListItem.array().parse(items), total };
}

/** A map of cells taken as the server wrote it, without walking each of its entries. */
function cellMap<Key extends keyof TSpreadsheetData>() {
  return z.custom<TSpreadsheetData[Key]>(isCellMap, "The sheet's cells are not a map of cells");
}

function isCellMap(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Cells as a map or as the lists parseOpenedSheetJson scanned them into, taken whole as cellMap is. */
function openedCells<Key extends "values" | "formulas", Input>() {
  return z.custom<TSpreadsheetData[Key] | CellList<Input>>((value) => {
    if (!isCellMap(value)) return false;
    const { refs, inputs } = value as Partial<CellList<Input>>;
    return !Array.isArray(refs) || (Array.isArray(inputs) && inputs.length === refs.length);
  }, "The sheet's cells are not a map of cells");
}

/**
 * The sheet as the editor opens it: everything checked as every answer is, except that its maps of up
 * to 100,000 cells are taken whole (checking each entry took ~200 ms of a browser's time on a large
 * sheet); the server wrote them from a checked save, and the engine reads every cell anyway. Its values
 * and formulas come as lists (parseOpenedSheetJson).
 */
const ZOpenedSpreadsheet = ZSpreadsheet.extend({
  data: ZSpreadsheetData.extend({
    values: openedCells<"values", CellConstant>(),
    formulas: openedCells<"formulas", string>(),
    formats: cellMap<"formats">(),
    calculations: cellMap<"calculations">(),
  }),
});

/** A sheet to open in the editor: a saved sheet as any answer gives it, or as the editor's read does. */
export type TOpenedSpreadsheet = z.infer<typeof ZOpenedSpreadsheet>;

/** A sheet for the editor: its cells without the server's results, which the grid's engine works out. */
export async function fetchSpreadsheet(spreadsheetId: string): Promise<TOpenedSpreadsheet> {
  const response = await apiRequest("GET", spreadsheetOpenApiPath(spreadsheetId));
  return ZOpenedSpreadsheet.parse(parseOpenedSheetJson(await response.text()));
}

export async function createSpreadsheet(request: TSpreadsheetCreateInput): Promise<TSpreadsheet> {
  return ZSpreadsheet.parse(await apiJson("POST", SPREADSHEETS_API_PATH, request));
}

/** The error a 409 throws, read back into the conflict it describes (null for any other error). */
function readConflict(error: unknown): TSpreadsheetConflict | null {
  if (readApiErrorStatus(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const parsed = ZSpreadsheetConflict.safeParse(JSON.parse(error.message.replace(/^409: /, "")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A save or restore whose 409 is an answer (a colleague saved first), not a failure; other refusals throw. */
async function saveOrConflict(send: () => Promise<unknown>): Promise<SpreadsheetSaveResult> {
  try {
    return { kind: "saved", spreadsheet: ZSpreadsheet.parse(await send()) };
  } catch (error) {
    const conflict = readConflict(error);
    if (conflict) return { kind: "conflict", conflict };
    throw error;
  }
}

/** Saves over `baseVersion`; a newer save by someone else answers as a conflict instead of overwriting it. */
export function updateSpreadsheet(
  spreadsheetId: string,
  request: TSpreadsheetUpdateInput,
): Promise<SpreadsheetSaveResult> {
  return saveOrConflict(() => apiJson("PUT", spreadsheetApiPath(spreadsheetId), request));
}

export async function deleteSpreadsheet(spreadsheetId: string): Promise<void> {
  await apiRequest("DELETE", spreadsheetApiPath(spreadsheetId));
}

export async function fetchSpreadsheetVersions(spreadsheetId: string): Promise<TSpreadsheetVersionSummary[]> {
  return ZSpreadsheetVersionList.parse(await apiJson("GET", `${spreadsheetApiPath(spreadsheetId)}/versions`));
}

export async function fetchSpreadsheetVersion(
  spreadsheetId: string,
  version: number,
): Promise<TSpreadsheetVersion> {
  return ZSpreadsheetVersion.parse(
    await apiJson("GET", `${spreadsheetApiPath(spreadsheetId)}/versions/${version}`),
  );
}

/** Makes an old version the newest one; a newer save meanwhile answers as a conflict, as for a save. */
export function restoreSpreadsheetVersion(
  spreadsheetId: string,
  version: number,
  baseVersion: number,
): Promise<SpreadsheetSaveResult> {
  return saveOrConflict(() =>
    apiJson("POST", `${spreadsheetApiPath(spreadsheetId)}/versions/${version}/restore`, { baseVersion }),
  );
}

export interface SpreadsheetImport {
  file: File;
  title?: string;
  type?: TSpreadsheetType;
  clientId?: string | null;
  matterId?: string | null;
}

/** Sends an Excel workbook to become a sheet; the server reads its content to decide what it really is. */
export async function importSpreadsheet(request: SpreadsheetImport): Promise<TSpreadsheet> {
  const formData = new FormData();
  if (request.title?.trim()) formData.append("title", request.title.trim());
  if (request.type) formData.append("type", request.type);
  if (request.clientId) formData.append("clientId", request.clientId);
  if (request.matterId) formData.append("matterId", request.matterId);
  // The file goes last: the server may read the fields before it streams the upload.
  formData.append("file", request.file, request.file.name);
  return ZSpreadsheet.parse(await apiMultipart(`${SPREADSHEETS_API_PATH}/import`, formData));
}

export async function fetchSpreadsheetTemplates(): Promise<TSpreadsheetTemplate[]> {
  return ZSpreadsheetTemplateList.parse(await apiJson("GET", SPREADSHEET_TEMPLATES_API_PATH));
}
