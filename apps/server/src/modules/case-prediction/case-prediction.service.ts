import { randomUUID } from "node:crypto";
import {
  CALIBRATION_BANDS,
  type TCasePredictionCalibration,
  type TCasePredictionMarketInsights,
  type TCasePredictionRecord,
  type TCasePredictionRequest,
  type TOutcomeGroup,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { AiProvider } from "../ai/index.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { casePredictionError } from "./case-prediction.errors.ts";
import { CASE_PREDICTION_JOB, queueCasePrediction } from "./case-prediction.job.ts";
import {
  type CasePredictionRow,
  findFirmCasePrediction,
  insertCasePrediction,
  listFirmCasePredictions,
} from "./case-prediction.repository.ts";
import {
  type OutcomeGroupRow,
  readCalibrationBands,
  readOutcomeAggregates,
} from "./outcome-insights.repository.ts";

export type CasePredictionDeps = { db: Db; jobs: Pick<JobQueue, "send" | "wake">; ai: AiProvider };

export function toCasePredictionRecord(row: CasePredictionRow): TCasePredictionRecord {
  return {
    id: row.id,
    caseTitle: row.caseTitle,
    caseType: row.caseType,
    court: row.court,
    evidenceStrength: row.evidenceStrength,
    matterId: row.matterId,
    matterReference: row.matterReference,
    status: row.status,
    error: row.error,
    engine: row.engine,
    createdDate: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    prediction: row.prediction,
  };
}

/**
 * Accepts a prediction request: the matter (if any) checked to be the firm's, then the row, its audit
 * entry and its job in one transaction (202: the job reads the records and works the estimate out).
 */
export async function startCasePrediction(
  deps: CasePredictionDeps,
  identity: FirmIdentity,
  request: TCasePredictionRequest,
): Promise<TCasePredictionRecord> {
  const { firmId } = identity.membership;
  const id = randomUUID();
  const accepted = await deps.db.transaction(async (tx) => {
    if (request.matterId) await requireFirmMatter(tx, firmId, request.matterId);
    await insertCasePrediction(tx, {
      id,
      firmId,
      matterId: request.matterId,
      requestedByUserId: identity.userId,
      caseTitle: request.caseTitle,
      caseType: request.caseType,
      court: request.court,
      evidenceStrength: request.evidenceStrength,
      request,
    });
    await recordAuditEvent(tx, {
      action: "case_prediction.requested",
      firmId,
      userId: identity.userId,
      entityType: "case_prediction",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { caseTitle: request.caseTitle, caseType: request.caseType },
    });
    await queueCasePrediction(deps, tx, id);
    // Read before commit: a polling worker may start the job at once, and the answer is the request as accepted.
    return readCasePrediction({ db: tx }, identity, id);
  });
  deps.jobs.wake(CASE_PREDICTION_JOB);
  return accepted;
}

export async function listCasePredictions(
  deps: Pick<CasePredictionDeps, "db">,
  identity: FirmIdentity,
  page: { limit: number; offset: number },
): Promise<{ predictions: TCasePredictionRecord[]; total: number }> {
  const { rows, total } = await listFirmCasePredictions(deps.db, identity.membership.firmId, page);
  return { predictions: rows.map(toCasePredictionRecord), total };
}

/** One of the firm's predictions; another firm's (or no such id) answers 404. */
export async function readCasePrediction(
  deps: Pick<CasePredictionDeps, "db">,
  identity: FirmIdentity,
  id: string,
): Promise<TCasePredictionRecord> {
  const row = isUuid(id) ? await findFirmCasePrediction(deps.db, identity.membership.firmId, id) : null;
  if (!row) throw casePredictionError("prediction_not_found");
  return toCasePredictionRecord(row);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Predicted against actual for the firm's predictions tied to matters that have since closed, by band,
 * with the Brier score (mean squared difference; 0 is perfect, always saying 50% scores 0.25).
 */
export async function readCalibration(
  deps: Pick<CasePredictionDeps, "db">,
  identity: FirmIdentity,
): Promise<TCasePredictionCalibration> {
  const rows = await readCalibrationBands(deps.db, identity.membership.firmId);
  const compared = rows.reduce((sum, row) => sum + row.count, 0);
  const squared = rows.reduce((sum, row) => sum + row.squared_error, 0);
  return {
    compared,
    bands: CALIBRATION_BANDS.map((band, index) => {
      const row = rows.find((candidate) => candidate.band === index);
      return {
        label: band.label,
        low: band.low,
        high: band.high,
        count: row?.count ?? 0,
        meanPredicted: row ? oneDecimal(row.mean_predicted) : null,
        actualRate: row ? oneDecimal(100 * row.mean_actual) : null,
      };
    }),
    brierScore: compared === 0 ? null : Math.round((1000 * squared) / compared) / 1000,
    note:
      compared === 0
        ? "Not enough closed matters yet: a prediction tied to a matter is compared with the matter's outcome once it closes and the outcome is recorded."
        : `${compared} ${compared === 1 ? "prediction" : "predictions"} compared with the outcome of ${compared === 1 ? "its matter" : "their matters"}: the latest prediction made for each matter before its outcome was recorded; a win or a judgment by default counts as a success, a settlement as half of one.`,
  };
}

/** A group smaller than this shows its count only: a rate over one or two matters says nothing. */
export const SMALL_GROUP_BELOW = 3;

function toOutcomeGroup(row: OutcomeGroupRow, unnamed: string): TOutcomeGroup {
  const isLarge = row.count >= SMALL_GROUP_BELOW;
  return {
    name: row.name ?? unnamed,
    count: row.count,
    successRate:
      row.rated >= SMALL_GROUP_BELOW && row.success_rate !== null ? oneDecimal(100 * row.success_rate) : null,
    medianDurationDays: isLarge ? row.median_duration : null,
    medianAwardCents: isLarge ? row.median_award : null,
  };
}

/** The firm's recorded outcomes aggregated by case type and by court (real figures only). */
export async function readMarketInsights(
  deps: Pick<CasePredictionDeps, "db">,
  identity: FirmIdentity,
): Promise<TCasePredictionMarketInsights> {
  const aggregates = await readOutcomeAggregates(deps.db, identity.membership.firmId);
  return {
    totalOutcomes: aggregates.byOutcome.reduce((sum, row) => sum + row.count, 0),
    byOutcome: aggregates.byOutcome,
    byCaseType: aggregates.byCaseType.map((row) => toOutcomeGroup(row, "Case type not recorded")),
    byCourt: aggregates.byCourt.map((row) => toOutcomeGroup(row, "Court not recorded")),
    smallGroupBelow: SMALL_GROUP_BELOW,
  };
}
