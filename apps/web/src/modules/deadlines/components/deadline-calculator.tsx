/** Placeholder until the deadlines work of issue 4 fills it in. */
export function DeadlineCalculator(_props: { matterId?: string }) {
  return null;
}
