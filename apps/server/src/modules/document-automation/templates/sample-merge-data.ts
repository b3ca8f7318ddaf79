import { MERGE_FIELDS, PERSON_FIELDS } from "./merge-fields.ts";
import type { MergeData, MergePerson } from "./template-merge.ts";

/**
 * Merge data filled from the catalogue's examples, with two people: a template preview shows every field
 * filled, and a test can prove a template leaves nothing unmerged.
 */
export function buildSampleMergeData(): MergeData {
  const data: Record<string, unknown> = {};
  for (const definition of MERGE_FIELDS) {
    if (definition.kind === "list" || definition.kind === "date") continue;
    const [group, name] = definition.key.includes(".")
      ? definition.key.split(".")
      : [undefined, definition.key];
    if (group === undefined) {
      data[name!] = definition.example;
    } else {
      const groupValues = (data[group] ?? {}) as Record<string, string>;
      groupValues[name!] = definition.example;
      data[group] = groupValues;
    }
  }
  const person = (name: string): MergePerson =>
    Object.fromEntries(
      PERSON_FIELDS.map((field) => [field.key, field.key === "name" ? name : field.example]),
    );
  return {
    ...(data as MergeData),
    date: "2026-11-24",
    people: [person("Thandiwe Nomvula Dlamini"), person("Pieter Johannes van der Merwe")],
  };
}
