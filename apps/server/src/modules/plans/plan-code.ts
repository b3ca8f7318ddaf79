const CODE_MAX_LENGTH = 40;

/**
 * A plan's code from its name: "Small Firm" → "small_firm". Firms point at plans by code, so it is
 * made once, when the plan is created, and never changes with later renames.
 */
export function planCodeFromName(name: string): string {
  const code = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, CODE_MAX_LENGTH)
    .replace(/_+$/, "");
  return code || "plan";
}

/** The first of `base`, `base_2`, `base_3`, … that no existing plan uses. */
export function uniquePlanCode(base: string, existingCodes: Iterable<string>): string {
  const taken = new Set(existingCodes);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}_${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
