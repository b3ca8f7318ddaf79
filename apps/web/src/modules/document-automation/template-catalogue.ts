import { type TDocumentTemplateSummary, TEMPLATE_CATEGORIES, type TTemplateCategory } from "@inkundla/shared";

/** What each of the spec's five categories holds, as its card says. */
export const TEMPLATE_CATEGORY_DESCRIPTIONS: Record<TTemplateCategory, string> = {
  Contracts: "Service, sale and lease contracts",
  Agreements: "Settlement, confidentiality and fee agreements",
  "Legal Letters": "Demands, engagement and notices",
  "Court Pleadings": "Notices, motions and affidavits",
  "Corporate Documents": "Resolutions and powers of attorney",
};

/**
 * How many templates each category offers. A retired template can no longer be used, so it is not
 * counted, though its card still shows (documents made from it keep its name).
 */
export function countTemplatesByCategory(
  templates: readonly TDocumentTemplateSummary[],
): Record<TTemplateCategory, number> {
  const counts = Object.fromEntries(TEMPLATE_CATEGORIES.map((category) => [category, 0])) as Record<
    TTemplateCategory,
    number
  >;
  for (const template of templates) {
    if (!template.retired) counts[template.category] += 1;
  }
  return counts;
}

/** The templates of one category (all when none is chosen), those still in use before the retired. */
export function filterTemplates(
  templates: readonly TDocumentTemplateSummary[],
  category: TTemplateCategory | null,
): TDocumentTemplateSummary[] {
  const shown = category ? templates.filter((template) => template.category === category) : [...templates];
  return shown.sort((left, right) => Number(left.retired) - Number(right.retired));
}

/** A field of the repeated list of people (`people`, `people.name`), which has its own inputs. */
export function isPeopleField(field: string): boolean {
  return field === "people" || field.startsWith("people.");
}

/** Whether generating from the template asks for a list of people (parties, directors, witnesses). */
export function usesPeople(mergeFields: readonly string[]): boolean {
  return mergeFields.some(isPeopleField);
}

/**
 * The merge fields a drafter may type, as the built-in templates use them: the server's catalogue is not
 * published, and these are the fields it is known to accept. The people list is written with
 * `{{#each people}}`, explained apart, so its fields are left out here.
 */
export function draftingMergeFields(templates: readonly TDocumentTemplateSummary[]): string[] {
  const fields = new Set<string>();
  for (const template of templates) {
    if (template.source !== "builtin") continue;
    for (const field of template.mergeFields) if (!isPeopleField(field)) fields.add(field);
  }
  return [...fields].sort();
}
