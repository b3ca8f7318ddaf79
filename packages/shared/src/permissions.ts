import { BILLING_MANAGE_ROLES } from "./billing/billing.enums.ts";
import { PORTAL_MANAGE_ROLES } from "./portal/portal.schemas.ts";
import { FIRM_DOCUMENT_MANAGE_ROLES } from "./research/research.enums.ts";
import { TRUST_CAPTURE_ROLES, TRUST_MANAGE_ROLES } from "./trust/trust.enums.ts";

/**
 * What decides a person's rights in their firm: their role, and whether they own the firm. The owner
 * may do everything a role allows, whatever their own role says. The server and the web read the same
 * rules here, so a button is shown exactly when the server would accept what it does.
 */
export type TFirmAuthority = { role: string; isOwner: boolean };

function isOwnerOrHasRole(member: TFirmAuthority, roles: readonly string[]): boolean {
  return member.isOwner || roles.includes(member.role);
}

/** Capturing trust postings and bank statements: the people who keep the books. */
export function canCaptureTrust(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, TRUST_CAPTURE_ROLES);
}

/**
 * Opening, correcting and closing trust accounts, signing off a month, the Fidelity Fund certificate and
 * audit records: the practitioners answerable under the Legal Practice Act.
 */
export function canManageTrust(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, TRUST_MANAGE_ROLES);
}

/**
 * Keeping the firm's billing: issuing, voiding and crediting invoices, payments, applying credit,
 * approving expenses, charging interest and the billing profile. Every member records expenses and
 * prepares drafts.
 */
export function canManageBilling(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, BILLING_MANAGE_ROLES);
}

/** Adding to and removing from the firm's own research library; every member searches and reads it. */
export function canManageFirmDocuments(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, FIRM_DOCUMENT_MANAGE_ROLES);
}

/**
 * Writing, editing and retiring the firm's own document templates: the people who answer for what the
 * firm sends out (the same as keep its research library). Every member generates documents from them.
 */
export function canManageFirmTemplates(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, FIRM_DOCUMENT_MANAGE_ROLES);
}

/** Inviting a client's contact person to the client portal, ending their access, sharing documents there. */
export function canManageClientPortal(member: TFirmAuthority): boolean {
  return isOwnerOrHasRole(member, PORTAL_MANAGE_ROLES);
}
