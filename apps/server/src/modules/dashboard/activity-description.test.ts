import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { AUDIT_ACTION_LABELS } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { type ActivityEvent, describeActivity, joinWords } from "./activity-description.ts";

/** Every "<area>.<action>" code written in the server's own (non-test) source, for the areas the labels know. */
/** Files whose quoted "area.word" strings are not audit actions: the merge fields' catalogue (`client.name`). */
const NOT_AUDIT_ACTIONS = new Set([
  path.join("modules", "document-automation", "templates", "merge-fields.ts"),
]);

function actionCodesInServerSource(): Set<string> {
  const serverSource = path.resolve(import.meta.dirname, "../..");
  const areas = [...new Set(Object.keys(AUDIT_ACTION_LABELS).map((action) => action.split(".")[0]))];
  const code = new RegExp(`"((?:${areas.join("|")})\\.[a-z_]+)"`, "g");
  const codes = new Set<string>();
  for (const file of readdirSync(serverSource, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts") || NOT_AUDIT_ACTIONS.has(file)) continue;
    for (const match of readFileSync(path.join(serverSource, file), "utf8").matchAll(code)) {
      codes.add(match[1] as string);
    }
  }
  return codes;
}

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
    ["auth.password_reset", null, "Thandi Ndlovu chose a new password with an e-mailed reset link"],
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
    ["client.created", { clientName: "Mokoena Holdings" }, "Thandi Ndlovu added the client Mokoena Holdings"],
    ["client.created", null, "Thandi Ndlovu added the client a client"],
    [
      "client.updated",
      { clientName: "Mokoena Holdings", fields: ["phone"] },
      "Thandi Ndlovu updated the client Mokoena Holdings",
    ],
    [
      "client.archived",
      { clientName: "Mokoena Holdings" },
      "Thandi Ndlovu archived the client Mokoena Holdings",
    ],
    [
      "client.unarchived",
      { clientName: "Mokoena Holdings" },
      "Thandi Ndlovu restored the archived client Mokoena Holdings",
    ],
    [
      "matter.created",
      { reference: "MAT-2026-0001", title: "Supply contract dispute", clientName: "Mokoena Holdings" },
      "Thandi Ndlovu opened the matter MAT-2026-0001 Supply contract dispute for Mokoena Holdings",
    ],
    ["matter.created", null, "Thandi Ndlovu opened the matter a matter"],
    [
      "matter.updated",
      { reference: "MAT-2026-0001", title: "Supply contract dispute", fields: ["title"] },
      "Thandi Ndlovu updated the matter MAT-2026-0001",
    ],
    [
      "matter.updated",
      { title: "Supply contract dispute" },
      "Thandi Ndlovu updated the matter Supply contract dispute",
    ],
    [
      "matter.status_changed",
      { reference: "MAT-2026-0001", fromStatus: "active", toStatus: "completed" },
      "Thandi Ndlovu marked the matter MAT-2026-0001 as completed",
    ],
    [
      "matter.status_changed",
      { reference: "MAT-2026-0001", fromStatus: "closed", toStatus: "active" },
      "Thandi Ndlovu reopened the matter MAT-2026-0001",
    ],
    [
      "matter.status_changed",
      { reference: "MAT-2026-0001" },
      "Thandi Ndlovu changed the status of the matter MAT-2026-0001",
    ],
    [
      "time_entry.created",
      { matterReference: "MAT-2026-0001", matterTitle: "Supply contract dispute", hours: 1.5 },
      "Thandi Ndlovu logged 1,5 h on MAT-2026-0001",
    ],
    [
      "time_entry.created",
      { matterTitle: "Supply contract dispute" },
      "Thandi Ndlovu logged time on Supply contract dispute",
    ],
    [
      "time_entry.updated",
      { matterReference: "MAT-2026-0001", hours: 2 },
      "Thandi Ndlovu changed a time entry on MAT-2026-0001 (now 2,0 h)",
    ],
    [
      "time_entry.deleted",
      { matterReference: "MAT-2026-0001", hours: 0.3 },
      "Thandi Ndlovu deleted a time entry of 0,3 h on MAT-2026-0001",
    ],
    ["time_entry.deleted", null, "Thandi Ndlovu deleted a time entry of time on a matter"],
    [
      "timer.stopped",
      { matterReference: "MAT-2026-0001", hours: 0.7 },
      "Thandi Ndlovu stopped the timer and logged 0,7 h on MAT-2026-0001",
    ],
    [
      "task.created",
      { title: "Draft plea", matterReference: "MAT-2026-0001", isDeadline: false },
      'Thandi Ndlovu added the task "Draft plea" on MAT-2026-0001',
    ],
    [
      "task.created",
      { title: "File plea", matterReference: "MAT-2026-0001", isDeadline: true },
      'Thandi Ndlovu saved the deadline "File plea" on MAT-2026-0001',
    ],
    [
      "task.completed",
      { title: "Draft plea", matterReference: "MAT-2026-0001" },
      'Thandi Ndlovu completed the task "Draft plea" on MAT-2026-0001',
    ],
    [
      "task.deleted",
      { title: "Draft plea", matterTitle: "Supply contract dispute" },
      'Thandi Ndlovu deleted the task "Draft plea" on Supply contract dispute',
    ],
    [
      "practice.settings_updated",
      { after: { matterReferencePrefix: "NDL" } },
      "Thandi Ndlovu changed the practice settings",
    ],
    [
      "firm.member_rate_changed",
      { name: "Sipho Mokoena", fromRateCents: null, toRateCents: 185_050 },
      "Thandi Ndlovu set Sipho Mokoena's hourly rate to R\u00a01\u00a0850,50",
    ],
    [
      "firm.member_rate_changed",
      { name: "Sipho Mokoena", fromRateCents: 185_050, toRateCents: null },
      "Thandi Ndlovu cleared Sipho Mokoena's hourly rate (the firm's default rate applies)",
    ],
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

  it("words every action the server records, never its code", () => {
    const codes = actionCodesInServerSource();
    expect(codes.size).toBeGreaterThan(50);
    const unlabelled = [...codes].filter((action) => !Object.hasOwn(AUDIT_ACTION_LABELS, action));
    expect(unlabelled).toEqual([]);
    for (const action of codes) {
      expect(sentenceFor(action)).not.toContain(action);
      expect(sentenceFor(action)).not.toMatch(/_/);
    }
  });

  it.each([
    ["billing.invoice_issued", "Thandi Ndlovu issued an invoice"],
    ["billing.payment_recorded", "Thandi Ndlovu recorded a payment"],
    ["trust.posted", "Thandi Ndlovu posted a trust transaction"],
  ])("says what %s did in words", (action, sentence) => {
    expect(sentenceFor(action)).toBe(sentence);
  });

  it.each([
    [
      "billing.invoice_issued",
      { number: "INV-0007", totalCents: 115_000 },
      "Thandi Ndlovu issued invoice INV-0007 for R 1 150,00",
    ],
    [
      "billing.invoice_voided",
      { number: "INV-0007", reason: "Wrong client", totalCents: 115_000 },
      "Thandi Ndlovu voided invoice INV-0007 (Wrong client)",
    ],
    [
      "billing.credit_note_issued",
      { number: "CN-0002", invoiceNumber: "INV-0007", amountCents: 23_000 },
      "Thandi Ndlovu issued credit note CN-0002 of R 230,00 against invoice INV-0007",
    ],
    [
      "billing.payment_recorded",
      { clientName: "Mokoena Holdings", amountCents: 50_000, date: "2026-11-02" },
      "Thandi Ndlovu recorded a payment of R 500,00 from Mokoena Holdings",
    ],
    [
      "billing.credit_applied",
      {
        clientName: "Mokoena Holdings",
        amountCents: 20_000,
        invoices: [{ number: "INV-0003" }, { number: "INV-0004" }],
      },
      "Thandi Ndlovu applied R 200,00 of Mokoena Holdings's credit to invoices INV-0003 and INV-0004",
    ],
    [
      "billing.interest_rate_added",
      { effectiveFrom: "2026-03-01", rateBasisPoints: 1175 },
      "Thandi Ndlovu added the prescribed interest rate of 11,75% from 01 Mar 2026",
    ],
    [
      "billing.interest_charged",
      { number: "INV-0002", interestCents: 1_234 },
      "Thandi Ndlovu charged R 12,34 interest on invoice INV-0002",
    ],
    [
      "billing.expense_approved",
      { matterReference: "LIT/2026/0004", amountCents: 45_000 },
      "Thandi Ndlovu approved an expense of R 450,00 on LIT/2026/0004",
    ],
    [
      "trust.posted",
      { number: 42, type: "deposit", amountCents: 1_000_000, description: "Deposit for transfer" },
      "Thandi Ndlovu posted trust transaction 42 of R 10 000,00 (Deposit for transfer)",
    ],
    [
      "trust.account_opened",
      { name: "Main trust account", kind: "general" },
      "Thandi Ndlovu opened the trust account Main trust account",
    ],
    [
      "trust.statement_imported",
      { fileName: "oct.csv", lineCount: 30, newLineCount: 28 },
      "Thandi Ndlovu imported the bank statement oct.csv (28 new lines)",
    ],
    [
      "trust.reconciliation_signed_off",
      { accountName: "Main trust account", month: "2026-10" },
      "Thandi Ndlovu signed off the trust reconciliation for October 2026 of Main trust account",
    ],
    [
      "trust.fidelity_certificate_recorded",
      { year: 2026, certificateNumber: "FF-12345" },
      "Thandi Ndlovu recorded Fidelity Fund certificate FF-12345 for 2026",
    ],
  ])("describes %s with what it recorded", (action, data, sentence) => {
    // Rand amounts are grouped with no-break spaces, as every screen shows them.
    expect(sentenceFor(action, data).replace(/\s/g, " ")).toBe(sentence);
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
