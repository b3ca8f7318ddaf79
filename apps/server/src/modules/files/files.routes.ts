import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { type FilesDeps, readFirmFile, sendStoredFile } from "./files.service.ts";

// Path params only, like the plans and admin routes: the web app links here and sends no body.
const ZStoredFileIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

export function registerFilesRoutes(app: FastifyInstance, deps: FilesDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/files/:id",
    { schema: { summary: "Download a stored file", tags: ["files"], params: ZStoredFileIdParams } },
    async (request, reply) =>
      sendStoredFile(reply, await readFirmFile(deps, requireFirmIdentity(request), request.params.id)),
  );
}
