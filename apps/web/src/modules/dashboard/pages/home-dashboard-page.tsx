import { ComingSoon } from "../../../ui/coming-soon";
import { useCurrentUser } from "../../auth/hooks/use-current-user";

export function HomeDashboardPage() {
  const { user } = useCurrentUser();
  const firstName = user?.firstName?.trim() || "Legal Professional";
  return <ComingSoon eyebrow="Dashboard" title={`Welcome back, ${firstName}`} />;
}
