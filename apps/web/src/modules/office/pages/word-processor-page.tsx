import { ComingSoon } from "../../../ui/coming-soon";

export function WordProcessorPage() {
  return <ComingSoon title="Legal Word Processor" eyebrow="Office suite" />;
}
