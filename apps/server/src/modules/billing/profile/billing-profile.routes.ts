import { ZBillingLogoUpload, ZBillingProfile, ZUpdateBillingProfileRequest } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { FIRM_LOGO_UPLOAD_RULES, readSingleUpload } from "../../../platform/uploads.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  getBillingProfile,
  requireBillingManage,
  updateBillingProfile,
  uploadFirmLogo,
} from "./billing-profile.service.ts";

const BASE = "/api/billing/profile";

export function registerBillingProfileRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  router.get(
    BASE,
    { schema: { summary: "Read the firm's billing profile", tags, response: { 200: ZBillingProfile } } },
    async (request) => getBillingProfile(deps, requireFirmIdentity(request)),
  );

  router.put(
    BASE,
    {
      schema: {
        summary: "Save the firm's billing profile",
        tags,
        body: ZUpdateBillingProfileRequest,
        response: { 200: ZBillingProfile },
      },
    },
    async (request) => updateBillingProfile(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    `${BASE}/logo`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "The logo printed on invoices: PNG or JPEG, at most 2 MB.",
        },
      },
      schema: { summary: "Upload the firm's logo", tags, response: { 201: ZBillingLogoUpload } },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      // Refused before the file is read, not after taking 2 MB from someone who may not keep it.
      requireBillingManage(identity);
      const upload = await readSingleUpload(request, FIRM_LOGO_UPLOAD_RULES);
      const uploaded = await uploadFirmLogo(deps, identity, upload);
      return reply.status(201).send(uploaded);
    },
  );
}
