import { ComingSoon } from "../../../ui/coming-soon";

export function AdvancedAnalyticsPage() {
  return <ComingSoon title="Advanced Analytics" eyebrow="Insights" />;
}
