import {
  TOTAL_COUNT_HEADER,
  ZRecordAuditReportRequest,
  ZRecordFidelityCertificateRequest,
  ZTrustAuditTrail,
  ZTrustAuditTrailQuery,
  ZTrustCompliance,
  ZTrustSettings,
  ZUpdateTrustSettingsRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { TRUST_API_BASE, type TrustDeps } from "../trust-deps.ts";
import {
  getTrustCompliance,
  getTrustSettings,
  listTrustAuditTrail,
  recordAuditReport,
  recordFidelityCertificate,
  updateTrustSettings,
} from "./trust-compliance.service.ts";

const BASE = TRUST_API_BASE;

/** The compliance checklist, the trust settings and records (certificates, audit reports), the audit trail. */
export function registerTrustComplianceRoutes(app: FastifyInstance, deps: TrustDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  router.get(
    `${BASE}/compliance`,
    { schema: { summary: "Trust compliance status", tags, response: { 200: ZTrustCompliance } } },
    async (request) => getTrustCompliance(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/settings`,
    { schema: { summary: "Read the trust settings", tags, response: { 200: ZTrustSettings } } },
    async (request) => getTrustSettings(deps, requireFirmIdentity(request)),
  );

  router.put(
    `${BASE}/settings`,
    {
      schema: {
        summary: "Save the trust settings",
        tags,
        body: ZUpdateTrustSettingsRequest,
        response: { 200: ZTrustSettings },
      },
    },
    async (request) => updateTrustSettings(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    `${BASE}/fidelity-certificates`,
    {
      schema: {
        summary: "Record a Fidelity Fund certificate",
        tags,
        body: ZRecordFidelityCertificateRequest,
        response: { 201: ZTrustSettings },
      },
    },
    async (request, reply) => {
      const settings = await recordFidelityCertificate(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(settings);
    },
  );

  router.post(
    `${BASE}/audit-reports`,
    {
      schema: {
        summary: "Record a trust audit report",
        tags,
        body: ZRecordAuditReportRequest,
        response: { 201: ZTrustSettings },
      },
    },
    async (request, reply) => {
      const settings = await recordAuditReport(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(settings);
    },
  );

  router.get(
    `${BASE}/audit-trail`,
    {
      schema: {
        summary: "Trust audit trail",
        tags,
        querystring: ZTrustAuditTrailQuery,
        response: { 200: ZTrustAuditTrail },
      },
    },
    async (request, reply) => {
      const { events, total } = await listTrustAuditTrail(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return events;
    },
  );
}
