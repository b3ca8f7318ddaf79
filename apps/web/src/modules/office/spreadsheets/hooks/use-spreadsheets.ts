import type { TSpreadsheet, TSpreadsheetCreateInput } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  createSpreadsheet,
  deleteSpreadsheet,
  fetchSpreadsheet,
  fetchSpreadsheets,
  fetchSpreadsheetTemplates,
  importSpreadsheet,
  SPREADSHEET_LIST_KEY,
  SPREADSHEET_TEMPLATES_QUERY_KEY,
  type SpreadsheetListParams,
  spreadsheetListQueryKey,
  spreadsheetQueryKey,
} from "../spreadsheets.api";

/** A page of the sheets the person may see, newest change first. */
export function useSpreadsheetList(params: SpreadsheetListParams) {
  return useQuery({
    queryKey: spreadsheetListQueryKey(params),
    queryFn: () => fetchSpreadsheets(params),
    placeholderData: keepPreviousData,
    // Colleagues save shared sheets too: read the list afresh whenever it is shown.
    refetchOnMount: "always",
  });
}

/**
 * How long a sheet just read counts as current: the read that opening a sheet starts
 * (useStartReadingSpreadsheet) is not made a second time when the editor asks for the sheet a moment later.
 */
const JUST_READ_MS = 2_000;

/**
 * One sheet with its cells; read afresh on opening, as someone may have saved it since, unless the
 * click that opened it has just read it (a read under way, or one at most JUST_READ_MS old).
 */
export function useSpreadsheet(spreadsheetId: string | null) {
  return useQuery({
    queryKey: spreadsheetQueryKey(spreadsheetId ?? ""),
    queryFn: () => fetchSpreadsheet(spreadsheetId ?? ""),
    enabled: spreadsheetId !== null,
    staleTime: JUST_READ_MS,
  });
}

/**
 * Starts reading a sheet afresh as the person opens it, before the editor has rendered: a large sheet's
 * read then overlaps the switch to the editor instead of following it.
 */
export function useStartReadingSpreadsheet() {
  const queryClient = useQueryClient();
  return (spreadsheetId: string) =>
    void queryClient.prefetchQuery({
      queryKey: spreadsheetQueryKey(spreadsheetId),
      queryFn: () => fetchSpreadsheet(spreadsheetId),
      staleTime: 0,
    });
}

export function useSpreadsheetTemplates() {
  return useQuery({ queryKey: SPREADSHEET_TEMPLATES_QUERY_KEY, queryFn: fetchSpreadsheetTemplates });
}

/** Reloads every list of sheets (after a create, save, import or delete). */
export function useReloadSpreadsheets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SPREADSHEET_LIST_KEY });
}

/** Creates a sheet (spec: "Spreadsheet Created", or "Creation Failed"). */
export function useCreateSpreadsheet(options: { onCreated: (spreadsheet: TSpreadsheet) => void }) {
  const reloadSpreadsheets = useReloadSpreadsheets();
  return useMutation({
    mutationFn: (request: TSpreadsheetCreateInput) => createSpreadsheet(request),
    onSuccess: (spreadsheet) => {
      notifications.show({
        title: "Spreadsheet Created",
        message: `"${spreadsheet.title}" has been created.`,
        color: "green",
      });
      void reloadSpreadsheets();
      options.onCreated(spreadsheet);
    },
    onError: (error) => {
      notifications.show({
        title: "Creation Failed",
        message: readApiErrorMessage(error) ?? "Failed to create spreadsheet. Please try again.",
        color: "red",
      });
    },
  });
}

/** Turns an Excel workbook into a sheet; the server's 400 says why a file was refused. */
export function useImportSpreadsheet(options: { onImported: (spreadsheet: TSpreadsheet) => void }) {
  const reloadSpreadsheets = useReloadSpreadsheets();
  return useMutation({
    mutationFn: importSpreadsheet,
    onSuccess: (spreadsheet) => {
      notifications.show({
        title: "Spreadsheet Imported",
        message: `"${spreadsheet.title}" has been imported from Excel.`,
        color: "green",
      });
      void reloadSpreadsheets();
      options.onImported(spreadsheet);
    },
    onError: (error) => {
      notifications.show({
        title: "Import Failed",
        message: readApiErrorMessage(error) ?? "Failed to import the workbook. Please try again.",
        color: "red",
      });
    },
  });
}

/** Deletes a sheet with all its versions ("Spreadsheet Deleted", or "Deletion Failed"). */
export function useDeleteSpreadsheet(options: { onDeleted: (spreadsheetId: string) => void }) {
  const queryClient = useQueryClient();
  const reloadSpreadsheets = useReloadSpreadsheets();
  return useMutation({
    mutationFn: (spreadsheetId: string) => deleteSpreadsheet(spreadsheetId),
    onSuccess: (_result, spreadsheetId) => {
      notifications.show({
        title: "Spreadsheet Deleted",
        message: "The spreadsheet has been deleted.",
        color: "green",
      });
      queryClient.removeQueries({ queryKey: spreadsheetQueryKey(spreadsheetId) });
      void reloadSpreadsheets();
      options.onDeleted(spreadsheetId);
    },
    onError: (error) => {
      notifications.show({
        title: "Deletion Failed",
        message: readApiErrorMessage(error) ?? "Failed to delete spreadsheet. Please try again.",
        color: "red",
      });
    },
  });
}
