import { describe, expect, it } from "vitest";
import { type ActivityEvent, describeActivity, joinWords } from "./activity-description.ts";

const thandi = { firstName: "Thandi", lastName: "Ndlovu", email: "thandi@firm.co.za" };

function sentenceFor(
  action: string,
  data: Record<string, unknown> | null = null,
  extra: Partial<ActivityEvent> = {},
) {
  return describeActivity({ action, actor: thandi, data, ...extra });
}

describe("describeActivity", () => {
  it.each([
    ["auth.login", null, "Thandi Ndlovu signed in"],
    ["auth.login", { secondFactor: "recovery_code" }, "Thandi Ndlovu signed in with a recovery code"],
    ["auth.registered", null, "Thandi Ndlovu created the firm's Inkundla account"],
    [
      "staff.invited",
      { email: "sipho@firm.co.za", role: "associate" },
      "Thandi Ndlovu invited sipho@firm.co.za as Associate",
    ],
    [
      "staff.role_changed",
      { name: "Sipho Mokoena", fromRole: "associate", toRole: "partner" },
      "Thandi Ndlovu changed Sipho Mokoena's role from Associate to Partner",
    ],
    ["staff.removed", { email: "sipho@firm.co.za" }, "Thandi Ndlovu removed sipho@firm.co.za from the firm"],
    ["staff.joined", null, "Thandi Ndlovu accepted the invitation and joined the firm"],
    [
      "profile.updated",
      { fields: ["phone", "address", "barNumber"] },
      "Thandi Ndlovu updated their profile (phone number, address and Legal Practice Council number)",
    ],
    ["profile.updated", { fields: ["firmName"] }, "Thandi Ndlovu changed the firm name"],
    ["security.password_changed", null, "Thandi Ndlovu changed their password"],
    ["security.two_factor_enabled", null, "Thandi Ndlovu turned on two-factor authentication"],
    ["security.two_factor_disabled", null, "Thandi Ndlovu turned off two-factor authentication"],
    ["calendar_feed.created", null, "Thandi Ndlovu created a new private calendar feed of their deadlines"],
    ["calendar_feed.revoked", null, "Thandi Ndlovu revoked their private calendar feed"],
  ])("describes %s (%j) as a sentence with who did it", (action, data, sentence) => {
    expect(sentenceFor(action, data)).toBe(sentence);
  });

  it("names plans of a subscription change, by their names when known", () => {
    expect(
      sentenceFor(
        "subscription.plan_changed",
        { fromPlanCode: "solo", toPlanCode: "small_firm" },
        {
          fromPlanName: "Solo",
          toPlanName: "Small Firm",
        },
      ),
    ).toBe("Thandi Ndlovu changed the subscription plan from Solo to Small Firm");
    expect(sentenceFor("subscription.changed", { toPlanCode: "professional" })).toBe(
      "Thandi Ndlovu changed the subscription plan to professional",
    );
  });

  it("shows an unknown action generically rather than hiding it", () => {
    expect(sentenceFor("matter.trust_transfer_approved")).toBe(
      "Thandi Ndlovu: matter trust transfer approved",
    );
  });

  it("falls back to the e-mail, then to the name recorded with the event, then to 'Someone'", () => {
    expect(
      describeActivity({
        action: "auth.login",
        actor: { firstName: null, lastName: " ", email: "x@firm.co.za" },
        data: null,
      }),
    ).toBe("x@firm.co.za signed in");
    expect(
      describeActivity({
        action: "staff.removed",
        actor: null,
        data: { actorName: "Former Owner", email: "y@firm.co.za" },
      }),
    ).toBe("Former Owner removed y@firm.co.za from the firm");
    expect(describeActivity({ action: "auth.login", actor: null, data: null })).toBe("Someone signed in");
  });

  it("joins words the way a sentence lists them", () => {
    expect(joinWords(["a"])).toBe("a");
    expect(joinWords(["a", "b"])).toBe("a and b");
    expect(joinWords(["a", "b", "c"])).toBe("a, b and c");
  });
});
