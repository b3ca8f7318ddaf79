import { ComingSoon } from "../../../ui/coming-soon";

export function FeatureGuidePage() {
  return <ComingSoon title="Feature Guide" />;
}
