import { PdfEditorScreen } from "../pdf-editor";

/** Spec "PDF editor (/pdf-editor)": PDF Sessions, Upload PDF and the Editor. */
export function PdfEditorPage() {
  return <PdfEditorScreen />;
}
