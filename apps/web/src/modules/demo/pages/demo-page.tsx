import { ComingSoon } from "../../../ui/coming-soon";

export function DemoPage() {
  return <ComingSoon title="Inkundla Demo" hasHomeLink />;
}
