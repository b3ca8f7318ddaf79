import { ComingSoon } from "../../../ui/coming-soon";

export function PdfEditorPage() {
  return <ComingSoon title="PDF Editor" eyebrow="Office suite" />;
}
