import { canCaptureTrust, canManageTrust } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { trustError } from "./trust.errors.ts";

/** Capturing postings and statements: the people who keep the books (the rule the web shows buttons by). */
export function requireTrustCapture(identity: FirmIdentity): void {
  if (!canCaptureTrust(identity.membership)) throw trustError("not_allowed");
}

/** Opening and closing accounts, signing off months: the practitioners answerable under the Act. */
export function requireTrustManage(identity: FirmIdentity): void {
  if (!canManageTrust(identity.membership)) throw trustError("not_allowed_manage");
}
