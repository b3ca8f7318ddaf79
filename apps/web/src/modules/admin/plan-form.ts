import {
  formatPlanPriceField,
  parsePlanPriceField,
  type TAdminPlan,
  type TPlanInput,
  ZPlanInput,
} from "@inkundla/shared";

/** The plan dialog's fields as typed: price in rand as text, one feature per line, limits empty = unlimited. */
export type PlanFormValues = {
  name: string;
  price: string;
  description: string;
  features: string;
  userLimit: number | string;
  activeMatterLimit: number | string;
  maxSubscribers: number | string;
  active: boolean;
  popular: boolean;
};

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: "",
  price: "",
  description: "",
  features: "",
  userLimit: "",
  activeMatterLimit: "",
  maxSubscribers: "",
  active: true,
  popular: false,
};

export function toPlanFormValues(plan: TAdminPlan): PlanFormValues {
  return {
    name: plan.name,
    price: formatPlanPriceField(plan.priceCents),
    description: plan.description,
    features: plan.features.join("\n"),
    userLimit: plan.userLimit ?? "",
    activeMatterLimit: plan.activeMatterLimit ?? "",
    maxSubscribers: plan.maxSubscribers ?? "",
    active: plan.active,
    popular: plan.popular,
  };
}

function toLimit(value: number | string): number | null | string {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * Turns the form into the request, or into messages keyed by form field. The request is checked with
 * the same schema as the server's.
 */
export function readPlanForm(
  values: PlanFormValues,
): { ok: true; input: TPlanInput } | { ok: false; errors: Record<string, string> } {
  const price = parsePlanPriceField(values.price);
  const candidate = {
    name: values.name,
    priceCents: price.ok ? price.priceCents : null,
    description: values.description,
    features: values.features
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    userLimit: toLimit(values.userLimit),
    activeMatterLimit: toLimit(values.activeMatterLimit),
    maxSubscribers: toLimit(values.maxSubscribers),
    active: values.active,
    popular: values.popular,
  };
  const errors: Record<string, string> = {};
  if (!price.ok) errors.price = price.message;
  const parsed = ZPlanInput.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      const key = field === "priceCents" ? "price" : String(field);
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
