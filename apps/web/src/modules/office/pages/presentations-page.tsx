import { PresentationsScreen } from "../presentations";

/** Spec "Presentations (/legal-presentations)": the screen lives in the presentations folder. */
export function PresentationsPage() {
  return <PresentationsScreen />;
}
