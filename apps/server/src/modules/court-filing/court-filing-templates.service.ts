import {
  COURT_LEVEL_LABELS,
  DEADLINE_RULES,
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_TEMPLATES,
  type TCourtFilingDetail,
  type TCourtFilingResponseTaskRequest,
  type TCourtFilingTemplate,
} from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { calculateCourtDeadline } from "../deadlines/index.ts";
import { createTask } from "../tasks/index.ts";
import { courtFilingError } from "./court-filing.errors.ts";
import { setFilingResponseTask } from "./court-filing.repository.ts";
import { type CourtFilingDeps, readFiling, requireFiling } from "./court-filing.service.ts";
import { requireCourtFilingAccess } from "./court-filing-access.ts";

export function listFilingTemplates(identity: FirmIdentity): TCourtFilingTemplate[] {
  requireCourtFilingAccess(identity);
  const rules = new Map(DEADLINE_RULES.map((rule) => [rule.id, rule]));
  return FILING_TEMPLATES.map((template) => ({
    documentType: template.documentType,
    label: FILING_DOCUMENT_TYPE_LABELS[template.documentType],
    rules: template.rules.map((rule) => ({ ...rule })),
    deadlinePresets: template.deadlineRuleIds.flatMap((ruleId) => {
      const rule = rules.get(ruleId);
      return rule
        ? [
            {
              id: rule.id,
              label: rule.label,
              citation: rule.citation,
              days: rule.days,
              trigger: rule.trigger,
            },
          ]
        : [];
    }),
  }));
}

/**
 * The response deadline as a task on the filing's matter: the practice module's preset counted from the
 * day given (service, usually), through the deadlines and tasks modules.
 */
export async function createResponseTask(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  id: string,
  input: TCourtFilingResponseTaskRequest,
): Promise<TCourtFilingDetail> {
  requireCourtFilingAccess(identity);
  const row = await requireFiling(deps, identity, id);
  if (row.responseTaskId) throw courtFilingError("response_task_exists");
  const rule = DEADLINE_RULES.find((candidate) => candidate.id === input.ruleId);
  if (!rule) throw courtFilingError("unknown_deadline_rule");
  const deadline = await calculateCourtDeadline(deps, { startDate: input.startDate, rule: rule.id });
  const task = await createTask(deps, identity, row.matterId, {
    title: `${rule.label} — case ${row.caseNumber}`,
    description: `${rule.citation}: ${rule.days} ${rule.counting === "court" ? "court " : ""}days ${rule.trigger}, from the ${FILING_DOCUMENT_TYPE_LABELS[row.documentType]} (${COURT_LEVEL_LABELS[row.courtLevel]}).`,
    dueOn: deadline.dueDate,
    priority: "high",
    deadline: {
      rule: rule.citation,
      startOn: input.startDate,
      days: deadline.days,
      counting: deadline.counting,
      excludeDiesNon: deadline.excludeDiesNon,
    },
  });
  await setFilingResponseTask(deps.db, identity.membership.firmId, id, task.id);
  return readFiling(deps, identity, id);
}
