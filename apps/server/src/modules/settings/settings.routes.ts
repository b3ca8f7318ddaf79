import { ZPublicSettings } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db.ts";
import { readSystemSettings } from "../../platform/settings.ts";

export function registerSettingsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/settings/public",
    {
      config: { isPublic: true },
      schema: { summary: "Read the public settings", tags: ["settings"], response: { 200: ZPublicSettings } },
    },
    async () => {
      const { trialDays, isRegistrationOpen } = await readSystemSettings(deps.db);
      return { trialDays, isRegistrationOpen };
    },
  );
}
