import { ZEntitySettings, ZEntitySettingsView, ZPublicEntitySettings } from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlatformAdmin } from "../../platform/identity.ts";
import {
  type EntitySettingsDeps,
  getEntitySettingsFor,
  saveEntitySettings,
} from "./entity-settings.service.ts";

/** Checked before the body is validated, so only the admin learns what a valid body looks like. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };

export function registerEntitySettingsRoutes(app: FastifyInstance, deps: EntitySettingsDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  // Public: the footer, the legal pages and the contact page read it before anyone signs in.
  router.get(
    "/api/admin/entity-settings",
    {
      config: { isPublic: true },
      schema: {
        summary: "Read a record type's settings",
        tags: ["admin"],
        response: { 200: z.union([ZEntitySettingsView, ZPublicEntitySettings]) },
      },
    },
    async (request) => getEntitySettingsFor(deps, request.identity),
  );

  router.put(
    "/api/admin/entity-settings",
    {
      ...adminOnly,
      schema: {
        summary: "Save a record type's settings",
        tags: ["admin"],
        body: ZEntitySettings,
        response: { 200: ZEntitySettingsView },
      },
    },
    async (request) => saveEntitySettings(deps, requirePlatformAdmin(request), request.body),
  );
}
