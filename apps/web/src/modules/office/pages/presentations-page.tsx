import { ComingSoon } from "../../../ui/coming-soon";

export function PresentationsPage() {
  return <ComingSoon title="Legal Presentations" eyebrow="Office suite" />;
}
