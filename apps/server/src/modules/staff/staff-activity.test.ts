import { describe, expect, it } from "vitest";
import { describeStaffActivity } from "./staff-activity.ts";

describe("describeStaffActivity", () => {
  it("names who invited whom and the role's label", () => {
    expect(
      describeStaffActivity("staff.invited", {
        actorName: "Thandi Ndlovu",
        email: "sipho@firm.co.za",
        role: "senior_associate",
      }),
    ).toBe("Thandi Ndlovu invited sipho@firm.co.za as Senior Associate.");
  });

  it("describes a role change with both labels", () => {
    expect(
      describeStaffActivity("staff.role_changed", {
        actorName: "Thandi Ndlovu",
        name: "Sipho Mokoena",
        fromRole: "associate",
        toRole: "partner",
      }),
    ).toBe("Thandi Ndlovu changed Sipho Mokoena's role from Associate to Partner.");
  });

  it("describes a removal by the person's name, falling back to the e-mail", () => {
    expect(
      describeStaffActivity("staff.removed", { actorName: "Thandi Ndlovu", email: "x@firm.co.za" }),
    ).toBe("Thandi Ndlovu removed x@firm.co.za from the firm.");
  });

  it("describes someone joining in their own name", () => {
    expect(describeStaffActivity("staff.joined", { name: "Lerato Dlamini" })).toBe(
      "Lerato Dlamini accepted the invitation and joined the firm.",
    );
  });

  it("describes a re-sent invitation", () => {
    expect(describeStaffActivity("staff.invitation_resent", { actorName: "T N", email: "a@b.co.za" })).toBe(
      "T N sent a new invitation to a@b.co.za.",
    );
  });

  it("words an action it has no sentence of its own for, never showing its code", () => {
    expect(describeStaffActivity("firm.member_rate_changed", { actorName: "Thandi Ndlovu" })).toBe(
      "Thandi Ndlovu changed a member's hourly rate.",
    );
    expect(describeStaffActivity("staff.badge_printed", { actorName: "Thandi Ndlovu" })).toBe(
      "Thandi Ndlovu: Staff badge printed.",
    );
  });

  it("shows an unknown role value raw and copes without an actor", () => {
    expect(describeStaffActivity("staff.invited", { email: "a@b.co.za", role: "notary" })).toBe(
      "The firm owner invited a@b.co.za as notary.",
    );
  });
});
