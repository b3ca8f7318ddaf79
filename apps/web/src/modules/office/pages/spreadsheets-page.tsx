import { SpreadsheetsScreen } from "../spreadsheets/components/spreadsheets-screen";

/** Spec "Spreadsheets (/legal-spreadsheets)": the screen lives in the spreadsheets folder. */
export function SpreadsheetsPage() {
  return <SpreadsheetsScreen />;
}
