import { describe, expect, it } from "vitest";
import { EMPTY_PLAN_FORM, readPlanForm, toPlanFormValues } from "./plan-form";

describe("plan form", () => {
  it("reads rand into cents, features one per line and empty limits as unlimited", () => {
    const result = readPlanForm({
      ...EMPTY_PLAN_FORM,
      name: "Boutique",
      price: "1 499,50",
      features: "Up to 3 users\n\n  Trust accounting  \n",
      userLimit: 3,
    });
    expect(result).toEqual({
      ok: true,
      input: {
        name: "Boutique",
        priceCents: 149_950,
        description: "",
        features: ["Up to 3 users", "Trust accounting"],
        userLimit: 3,
        activeMatterLimit: null,
        maxSubscribers: null,
        active: true,
        popular: false,
      },
    });
  });

  it("treats an empty price as Custom", () => {
    const result = readPlanForm({ ...EMPTY_PLAN_FORM, name: "Enterprise Plus" });
    expect(result.ok && result.input.priceCents).toBeNull();
  });

  it("reports each bad field under the name of the form field", () => {
    const result = readPlanForm({ ...EMPTY_PLAN_FORM, name: "", price: "lots", userLimit: 0 });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Plan name is required",
        price: "Enter the monthly price in rand, e.g. 499 or 1 499,50, or leave it empty for Custom",
        userLimit: "User limit must be at least 1, or empty for unlimited",
      },
    });
  });

  it("fills the form from a saved plan so that saving it unchanged gives the same values", () => {
    const plan = {
      id: "p1",
      code: "boutique",
      name: "Boutique",
      priceCents: 249_950,
      price: "R 2 499,50",
      period: "month" as const,
      description: "For specialists.",
      features: ["One", "Two"],
      popular: false,
      userLimit: 3,
      activeMatterLimit: null,
      subscribers: 4,
      maxSubscribers: 10,
      active: true,
      sortOrder: 5,
    };
    const result = readPlanForm(toPlanFormValues(plan));
    expect(result).toEqual({
      ok: true,
      input: {
        name: "Boutique",
        priceCents: 249_950,
        description: "For specialists.",
        features: ["One", "Two"],
        userLimit: 3,
        activeMatterLimit: null,
        maxSubscribers: 10,
        active: true,
        popular: false,
      },
    });
  });
});
