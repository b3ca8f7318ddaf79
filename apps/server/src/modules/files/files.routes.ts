import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { inlineContentDisposition } from "./content-disposition.ts";
import { type FilesDeps, readFirmFile } from "./files.service.ts";

// Path params only, like the plans and admin routes: the web app links here and sends no body.
const ZStoredFileIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

export function registerFilesRoutes(app: FastifyInstance, deps: FilesDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/files/:id",
    { schema: { summary: "Download a stored file", tags: ["files"], params: ZStoredFileIdParams } },
    async (request, reply) => {
      const file = await readFirmFile(deps, requireFirmIdentity(request), request.params.id);
      return (
        reply
          .header("content-type", file.mime)
          .header("content-disposition", inlineContentDisposition(file.fileName))
          .header("x-content-type-options", "nosniff")
          // Shown inline, an uploaded file must never run as a page of the app: no scripts, no
          // same-origin access, whatever a PDF viewer or a disguised file might try.
          .header("content-security-policy", "sandbox")
          // Client documents: not kept by shared caches or on the disk of a shared computer.
          .header("cache-control", "private, no-store")
          .header("content-length", file.sizeBytes)
          .send(file.body)
      );
    },
  );
}
