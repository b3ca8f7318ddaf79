import type { TTrustReport, TTrustReportColumn, TTrustReportValueKind } from "@inkundla/shared";
import { FIRM_TIME_ZONE, formatLongDate } from "@inkundla/shared";
import type { FirmIdentity } from "../../../platform/identity.ts";

/** The building blocks every trust report shares: its heading, columns and dates as people read them. */

/** The total of amounts in cents (integers, so the sum is exact). */
export function sumCents(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

export function column(
  key: string,
  label: string,
  kind: TTrustReportValueKind,
  width: number,
  options: { wrap?: boolean } = {},
): TTrustReportColumn {
  return { key, label, kind, width, wrap: options.wrap ?? false };
}

/**
 * Who a report is made for and by: a firm member, or a client's portal user reading their own
 * statement (their firm's name and their own name on the heading).
 */
export type ReportAuthor = Pick<FirmIdentity, "firstName" | "lastName" | "email"> & {
  membership: Pick<FirmIdentity["membership"], "firmId" | "firmName">;
};

/** The signed-in person's name as reports show it, falling back to the e-mail address. */
export function personName(identity: Pick<FirmIdentity, "firstName" | "lastName" | "email">): string {
  const name = [identity.firstName, identity.lastName].filter((part) => part && part.trim() !== "").join(" ");
  return name || identity.email;
}

/** The fields every report starts with: its title, the firm, and who made it when. */
export function reportHeading(
  identity: ReportAuthor,
  heading: Pick<TTrustReport, "report" | "title" | "subject" | "period">,
  now: Date = new Date(),
): Pick<
  TTrustReport,
  "report" | "title" | "firmName" | "subject" | "period" | "generatedAt" | "generatedByName"
> {
  return {
    ...heading,
    firmName: identity.membership.firmName,
    generatedAt: now.toISOString(),
    generatedByName: personName(identity),
  };
}

/** "1 March 2026 to 31 March 2026". */
export function periodLabel(from: string, to: string): string {
  return from === to ? formatLongDate(from) : `${formatLongDate(from)} to ${formatLongDate(to)}`;
}

const southAfricanTime = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: FIRM_TIME_ZONE,
});

/** An instant as South African wall time, e.g. "2026-03-14 09:05". */
export function formatSouthAfricanDateTime(isoInstant: string): string {
  return southAfricanTime.format(new Date(isoInstant)).replace(", ", " ");
}

const generatedOn = new Intl.DateTimeFormat("en-ZA", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: FIRM_TIME_ZONE,
});

/** "Generated on 14 May 2026 at 10:32 by Thandi Nkosi". */
export function generatedLine(report: Pick<TTrustReport, "generatedAt" | "generatedByName">): string {
  return `Generated on ${generatedOn.format(new Date(report.generatedAt))} by ${report.generatedByName}`;
}
