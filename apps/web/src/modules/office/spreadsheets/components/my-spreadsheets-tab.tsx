import type { TSpreadsheetListItem } from "@inkundla/shared";
import { IconTable, IconTablePlus } from "@tabler/icons-react";
import { OfficeItemsTab } from "../../office-items-tab";
import { useDeleteSpreadsheet, useSpreadsheetList } from "../hooks/use-spreadsheets";
import { SpreadsheetCard } from "./spreadsheet-card";

interface MySpreadsheetsTabProps {
  onOpen: (spreadsheet: TSpreadsheetListItem) => void;
  onCreate: () => void;
  /** A sheet was deleted (the editor closes it if it had it open). */
  onDeleted?: (spreadsheetId: string) => void;
}

/** My Spreadsheets: the sheets the person may see, as cards, searchable by title, deleted after asking. */
export function MySpreadsheetsTab({ onOpen, onCreate, onDeleted }: MySpreadsheetsTabProps) {
  return (
    <OfficeItemsTab
      words={{ one: "spreadsheet", many: "spreadsheets", One: "Spreadsheet", Many: "Spreadsheets" }}
      icons={{ empty: <IconTable size={24} />, create: <IconTablePlus size={16} aria-hidden /> }}
      emptyHint="Create a spreadsheet, start from a template or import an Excel workbook."
      useList={useSpreadsheetList}
      useDelete={useDeleteSpreadsheet}
      renderCard={(spreadsheet, onDelete) => (
        <SpreadsheetCard key={spreadsheet.id} spreadsheet={spreadsheet} onOpen={onOpen} onDelete={onDelete} />
      )}
      onCreate={onCreate}
      onDeleted={onDeleted}
    />
  );
}
