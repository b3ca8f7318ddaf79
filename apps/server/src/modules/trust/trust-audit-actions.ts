export const TRUST_AUDIT_ACTIONS = {
  posted: "trust.posted",
  reversed: "trust.reversed",
  accountOpened: "trust.account_opened",
  accountUpdated: "trust.account_updated",
  accountClosed: "trust.account_closed",
  instructionRecorded: "trust.instruction_recorded",
  statementImported: "trust.statement_imported",
  lineMatched: "trust.statement_matched",
  lineUnmatched: "trust.statement_unmatched",
  signedOff: "trust.reconciliation_signed_off",
  certificateRecorded: "trust.fidelity_certificate_recorded",
  auditReportRecorded: "trust.audit_report_recorded",
} as const;
