import { ComingSoon } from "../../../ui/coming-soon";

export function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" eyebrow="Platform administration" />;
}
