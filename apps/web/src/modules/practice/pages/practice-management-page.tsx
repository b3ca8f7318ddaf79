import { ComingSoon } from "../../../ui/coming-soon";

export function PracticeManagementPage() {
  return <ComingSoon title="Practice Management" eyebrow="Core operations" />;
}
