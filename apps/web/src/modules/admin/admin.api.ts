import type {
  TAcceptAdminInvitationRequest,
  TAddAdminUserRequest,
  TAdminPlan,
  TAdminStats,
  TAdminUser,
  TAdminUsersPage,
  TAdminUsersQuery,
  TCorpusImportPage,
  TCorpusImportStarted,
  TCreatePrescribedRateRequest,
  TFailedJobsPage,
  TPlanInput,
  TPrescribedRate,
  TSystemSettings,
} from "@inkundla/shared";
import { apiJson, apiMultipart, apiRequest } from "../../lib/api-client";

export const ADMIN_STATS_PATH = "/api/admin/stats";
export const ADMIN_USERS_PATH = "/api/admin/users";
export const ADMIN_PLANS_PATH = "/api/admin/subscription-plans";
export const SYSTEM_SETTINGS_PATH = "/api/admin/system-settings";
export const ADMIN_INTEREST_RATES_PATH = "/api/admin/interest-rates";
export const ADMIN_FAILED_JOBS_PATH = "/api/admin/jobs/failed";
export const ADMIN_CORPUS_IMPORTS_PATH = "/api/admin/corpus/imports";

export function fetchAdminStats(): Promise<TAdminStats> {
  return apiJson("GET", ADMIN_STATS_PATH);
}

export function fetchAdminUsers(query: TAdminUsersQuery): Promise<TAdminUsersPage> {
  const params = new URLSearchParams({
    status: query.status,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.search) params.set("search", query.search);
  return apiJson("GET", `${ADMIN_USERS_PATH}?${params.toString()}`);
}

export function addAdminUser(request: TAddAdminUserRequest): Promise<TAdminUser> {
  return apiJson("POST", ADMIN_USERS_PATH, request);
}

export function suspendAdminUser(userId: string): Promise<TAdminUser> {
  return apiJson("POST", `${ADMIN_USERS_PATH}/${encodeURIComponent(userId)}/suspend`);
}

export function reactivateAdminUser(userId: string): Promise<TAdminUser> {
  return apiJson("POST", `${ADMIN_USERS_PATH}/${encodeURIComponent(userId)}/reactivate`);
}

export async function fetchAdminPlans(): Promise<TAdminPlan[]> {
  return (await apiJson<{ plans: TAdminPlan[] }>("GET", ADMIN_PLANS_PATH)).plans;
}

export function createAdminPlan(input: TPlanInput): Promise<TAdminPlan> {
  return apiJson("POST", ADMIN_PLANS_PATH, input);
}

export function updateAdminPlan(planId: string, input: TPlanInput): Promise<TAdminPlan> {
  return apiJson("PUT", `${ADMIN_PLANS_PATH}/${encodeURIComponent(planId)}`, input);
}

export function fetchSystemSettings(): Promise<TSystemSettings> {
  return apiJson("GET", SYSTEM_SETTINGS_PATH);
}

export function saveSystemSettings(settings: TSystemSettings): Promise<TSystemSettings> {
  return apiJson("PUT", SYSTEM_SETTINGS_PATH, settings);
}

/** The prescribed interest rates the platform admin keeps, newest first. */
export function fetchAdminPrescribedRates(): Promise<TPrescribedRate[]> {
  return apiJson("GET", ADMIN_INTEREST_RATES_PATH);
}

/** A prescribed interest rate from a date on, for every firm. */
export function addPrescribedRate(request: TCreatePrescribedRateRequest): Promise<TPrescribedRate> {
  return apiJson("POST", ADMIN_INTEREST_RATES_PATH, request);
}

/** The server refuses to delete the only rate (409): interest could then not be worked out. */
export async function deletePrescribedRate(rateId: string): Promise<void> {
  await apiRequest("DELETE", `${ADMIN_INTEREST_RATES_PATH}/${encodeURIComponent(rateId)}`);
}

/** Background jobs (invoice and invitation e-mails) that failed on every attempt, newest first. */
export function fetchFailedJobs(): Promise<TFailedJobsPage> {
  return apiJson("GET", ADMIN_FAILED_JOBS_PATH);
}

export function acceptAdminInvitation(
  request: TAcceptAdminInvitationRequest,
): Promise<{ ok: true; email: string }> {
  return apiJson("POST", "/api/admin/invitations/accept", request);
}

/** The newest imports into the reference corpus, with each file's outcome. */
export function fetchCorpusImports(): Promise<TCorpusImportPage> {
  return apiJson("GET", `${ADMIN_CORPUS_IMPORTS_PATH}?limit=20`);
}

/** Sends judgments, Acts or ZIPs of them to be read into the reference corpus by a background job. */
export function uploadCorpusFiles(files: readonly File[]): Promise<TCorpusImportStarted> {
  const formData = new FormData();
  for (const file of files) formData.append("files", file, file.name);
  return apiMultipart(ADMIN_CORPUS_IMPORTS_PATH, formData);
}
