import { formatDateWithWeekday } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import type { DueDeadlineRow, FirmMemberRow } from "./notification.repository.ts";
import {
  deadlineNotices,
  deadlineRecipients,
  newlyOverdueDueDates,
  overdueInvoiceNotices,
  trustMonthNotices,
} from "./notification-notices.ts";

const members: FirmMemberRow[] = [
  { userId: "owner", role: "associate", isOwner: true },
  { userId: "partner", role: "partner", isOwner: false },
  { userId: "associate", role: "associate", isOwner: false },
  { userId: "office", role: "office_manager", isOwner: false },
];

const deadline = (overrides: Partial<DueDeadlineRow> = {}): DueDeadlineRow => ({
  taskId: "task-1",
  title: "File the plea",
  dueOn: "2026-11-27",
  matterId: "matter-1",
  matterReference: "MAT-2026-0001",
  matterTitle: "Dlamini v Road Accident Fund",
  assigneeUserId: null,
  responsibleUserId: null,
  ...overrides,
});

describe("who hears of what", () => {
  it("sends a deadline to its assignee, else the responsible attorney, else the owners, if still in the firm", () => {
    expect(
      deadlineRecipients(deadline({ assigneeUserId: "associate", responsibleUserId: "partner" }), members),
    ).toEqual(["associate"]);
    expect(
      deadlineRecipients(deadline({ assigneeUserId: "gone", responsibleUserId: "partner" }), members),
    ).toEqual(["partner"]);
    expect(deadlineRecipients(deadline(), members)).toEqual(["owner"]);
  });

  it("keys a deadline by its day, so a deadline moved to another day is announced again", () => {
    const [first] = deadlineNotices("firm", [deadline()], members);
    const [moved] = deadlineNotices("firm", [deadline({ dueOn: "2026-11-30" })], members);
    expect(first?.sourceKey).not.toBe(moved?.sourceKey);
    expect(first?.title).toBe(`Deadline ${formatDateWithWeekday("2026-11-27")}: File the plea`);
    expect(first?.link).toBe("/practice/matters/matter-1?tab=tasks");
  });

  it("sends overdue invoices to the people who keep the billing, and the trust month to those answerable for trust", () => {
    const invoice = {
      invoiceId: "inv-1",
      number: "INV-000001",
      dueDate: "2026-11-20",
      balanceCents: 115_000,
      clientName: "Acme",
    };
    expect(overdueInvoiceNotices("firm", [invoice], members).map((notice) => notice.userId)).toEqual([
      "owner",
      "partner",
      "office",
    ]);
    const trust = trustMonthNotices(
      "firm",
      { month: "2026-10", dueOn: "2026-11-30" },
      [{ accountId: "acc-1", accountName: "Main" }],
      members,
    );
    expect(trust.map((notice) => notice.userId)).toEqual(["owner", "partner"]);
    expect(trust[0]?.sourceKey).toBe("trust_month:acc-1:2026-10");
  });

  it("treats invoices whose due date passed in the last seven days as newly overdue", () => {
    expect(newlyOverdueDueDates("2026-11-26")).toEqual({ dueFrom: "2026-11-19", dueThrough: "2026-11-25" });
  });
});
