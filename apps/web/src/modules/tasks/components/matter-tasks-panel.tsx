/** Placeholder until the tasks work of issue 4 fills it in. */
export function MatterTasksPanel(_props: { matterId: string }) {
  return null;
}
