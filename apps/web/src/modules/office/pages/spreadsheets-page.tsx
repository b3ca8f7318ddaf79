import { ComingSoon } from "../../../ui/coming-soon";

export function SpreadsheetsPage() {
  return <ComingSoon title="Legal Spreadsheets" eyebrow="Office suite" />;
}
