import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, labelAuditAction } from "./audit-actions.ts";

describe("labelAuditAction", () => {
  it("names a known action in words instead of its code", () => {
    expect(labelAuditAction("billing.invoice_issued")).toBe("Issued an invoice");
    expect(labelAuditAction("trust.posted")).toBe("Posted a trust transaction");
    expect(labelAuditAction("time_entry.created")).toBe("Logged time");
  });

  it("still reads an unknown action as words", () => {
    expect(labelAuditAction("matter.trust_transfer_approved")).toBe("Matter trust transfer approved");
  });

  it("never shows a code: no label holds a dot-separated name or an underscore", () => {
    for (const label of Object.values(AUDIT_ACTION_LABELS)) {
      expect(label).not.toMatch(/[a-z]\.[a-z]|_/);
    }
  });
});
