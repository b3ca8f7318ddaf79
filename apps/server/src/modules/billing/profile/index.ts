/**
 * The firm's billing profile (VAT registration, banking details, numbering, logo) and who may keep the
 * firm's billing.
 */

export {
  type BillingProfileRecord,
  findFirmLogoFile,
  findFirmOwnerEmail,
  supplierAddressOf,
  takeCreditNoteNumber,
} from "./billing-profile.repository.ts";
export { registerBillingProfileRoutes } from "./billing-profile.routes.ts";
export { readBillingProfile, requireBillingManage } from "./billing-profile.service.ts";
