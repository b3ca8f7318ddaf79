import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { FirmIdentity } from "../../platform/identity.ts";
import { officeDocumentTable } from "./office-document.tables.ts";
import { FORMER_MEMBER, isAuthorOrOwner, shownMember, viewerOf, visibleTo } from "./office-item-access.ts";

const FIRM_ID = "11111111-1111-4111-8111-111111111111";
const USER_ID = "22222222-2222-4222-8222-222222222222";
const COLLEAGUE_ID = "33333333-3333-4333-8333-333333333333";

function identityOf(isOwner: boolean): FirmIdentity {
  return {
    sessionId: "session",
    userId: USER_ID,
    email: "thandi@example.co.za",
    firstName: "Thandi",
    lastName: "Nkosi",
    platformRole: "user",
    isEmailVerified: true,
    ipAddress: "127.0.0.1",
    membership: {
      memberId: "member",
      firmId: FIRM_ID,
      firmName: "Nkosi Attorneys",
      role: "associate",
      isOwner,
      subscriptionPlan: "solo",
      subscriptionPlanName: "Solo",
      trialEndsAt: null,
    },
  } as FirmIdentity;
}

function rendered(condition: ReturnType<typeof visibleTo>) {
  if (!condition) throw new Error("expected a condition");
  return new PgDialect().sqlToQuery(condition);
}

describe("the viewer of an office item", () => {
  it("carries the caller's firm, user and ownership", () => {
    expect(viewerOf(identityOf(true))).toEqual({ firmId: FIRM_ID, userId: USER_ID, isOwner: true });
    expect(viewerOf(identityOf(false))).toEqual({ firmId: FIRM_ID, userId: USER_ID, isOwner: false });
  });
});

describe("who decides about sharing and deletion", () => {
  it("is the author", () => {
    expect(isAuthorOrOwner(identityOf(false), { authorUserId: USER_ID })).toBe(true);
  });

  it("is the firm's owner, even for a colleague's item or one whose author is gone", () => {
    expect(isAuthorOrOwner(identityOf(true), { authorUserId: COLLEAGUE_ID })).toBe(true);
    expect(isAuthorOrOwner(identityOf(true), { authorUserId: null })).toBe(true);
  });

  it("is not a colleague who merely sees the item", () => {
    expect(isAuthorOrOwner(identityOf(false), { authorUserId: COLLEAGUE_ID })).toBe(false);
    expect(isAuthorOrOwner(identityOf(false), { authorUserId: null })).toBe(false);
  });
});

describe("which rows a viewer may see", () => {
  it("are all the firm's rows for the owner", () => {
    const query = rendered(visibleTo(officeDocumentTable, viewerOf(identityOf(true))));
    expect(query.sql).toBe('"office_document"."firm_id" = $1');
    expect(query.params).toEqual([FIRM_ID]);
  });

  it("are the firm's shared rows and their own for anyone else", () => {
    const query = rendered(visibleTo(officeDocumentTable, viewerOf(identityOf(false))));
    expect(query.sql).toBe(
      '("office_document"."firm_id" = $1 and ("office_document"."is_shared" = $2 or "office_document"."author_user_id" = $3))',
    );
    expect(query.params).toEqual([FIRM_ID, true, USER_ID]);
  });
});

describe("a person shown on a card or a version", () => {
  it("keeps their id and name", () => {
    expect(shownMember(USER_ID, "Thandi Nkosi")).toEqual({ id: USER_ID, name: "Thandi Nkosi" });
  });

  it("stands in as a former member when the account is gone", () => {
    expect(shownMember(null, null)).toEqual({ id: "", name: FORMER_MEMBER });
    expect(FORMER_MEMBER).toBe("A former member");
  });
});
