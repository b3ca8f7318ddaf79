/** Placeholder until the time work of issue 4 fills it in. */
export function TimerWidget() {
  return null;
}
