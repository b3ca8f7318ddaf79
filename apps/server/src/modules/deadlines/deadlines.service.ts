import {
  calculateDeadline,
  DEADLINE_RULES,
  DeadlineInputError,
  findDeadlineRule,
  type TDeadlineCalculateRequest,
  type TDeadlineCalculation,
  type TDeadlineRuleList,
  type TDeclaredHoliday,
  type TDeclaredHolidayCreateRequest,
  type TDeclaredHolidayList,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import type { Identity } from "../../platform/identity.ts";
import { deadlinesError } from "./deadlines.errors.ts";
import {
  deleteDeclaredHoliday,
  insertDeclaredHoliday,
  listDeclaredHolidays,
} from "./declared-holidays.repository.ts";

export type DeadlinesDeps = { db: Db; config: AppConfig };

export function listDeadlineRules(): TDeadlineRuleList {
  return { rules: DEADLINE_RULES.map((rule) => ({ ...rule })) };
}

/**
 * A rule fills the days, the counting and the dies non; values sent with it override the preset (a
 * notice of motion may give more than the shortest period). The declared holidays are read for every
 * calculation: the table is small, and an admin's change counts at once on every server.
 */
export async function calculateCourtDeadline(
  deps: DeadlinesDeps,
  request: TDeadlineCalculateRequest,
): Promise<TDeadlineCalculation> {
  const rule = request.rule === undefined ? undefined : findDeadlineRule(request.rule);
  if (request.rule !== undefined && !rule) throw deadlinesError("unknown_rule");
  const days = request.days ?? rule?.days;
  if (days === undefined)
    throw deadlinesError("invalid_period", "Enter the number of days, or choose a rule.");
  const counting = request.counting ?? rule?.counting ?? "court";
  const excludeDiesNon = request.excludeDiesNon ?? rule?.excludeDiesNon ?? false;
  const declaredHolidays = await listDeclaredHolidays(deps.db);
  try {
    const result = calculateDeadline(
      { startDate: request.startDate, days, counting, excludeDiesNon },
      declaredHolidays,
    );
    return {
      startDate: request.startDate,
      days,
      counting,
      excludeDiesNon,
      ...result,
      ...(rule ? { rule: { id: rule.id, label: rule.label, citation: rule.citation } } : {}),
    };
  } catch (error) {
    if (error instanceof DeadlineInputError) throw deadlinesError("invalid_period", error.message);
    throw error;
  }
}

export async function findDeclaredHolidays(deps: DeadlinesDeps): Promise<TDeclaredHolidayList> {
  return { holidays: await listDeclaredHolidays(deps.db) };
}

/** The platform admin records a holiday the President declared (Public Holidays Act s2A). */
export async function addDeclaredHoliday(
  deps: DeadlinesDeps,
  admin: Identity,
  input: TDeclaredHolidayCreateRequest,
): Promise<TDeclaredHoliday> {
  return deps.db.transaction(async (tx) => {
    const isInserted = await insertDeclaredHoliday(tx, { ...input, createdByUserId: admin.userId });
    if (!isInserted) throw deadlinesError("holiday_exists");
    await recordAuditEvent(tx, {
      action: "admin.declared_holiday_added",
      userId: admin.userId,
      entityType: "declared_holiday",
      entityId: input.date,
      data: { date: input.date, name: input.name },
    });
    return { date: input.date, name: input.name };
  });
}

export async function removeDeclaredHoliday(
  deps: DeadlinesDeps,
  admin: Identity,
  date: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteDeclaredHoliday(tx, date);
    if (!removed) throw deadlinesError("holiday_not_found");
    await recordAuditEvent(tx, {
      action: "admin.declared_holiday_removed",
      userId: admin.userId,
      entityType: "declared_holiday",
      entityId: date,
      data: { date: removed.date, name: removed.name },
    });
  });
}
