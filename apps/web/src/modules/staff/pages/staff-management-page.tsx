import { ComingSoon } from "../../../ui/coming-soon";

export function StaffManagementPage() {
  return <ComingSoon title="Staff Management" eyebrow="Your firm" />;
}
