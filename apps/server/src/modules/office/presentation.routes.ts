import {
  TOTAL_COUNT_HEADER,
  ZPresentation,
  ZPresentationCreateRequest,
  ZPresentationIdParams,
  ZPresentationImageParams,
  ZPresentationImageUpload,
  ZPresentationList,
  ZPresentationListQuery,
  ZPresentationRestoreRequest,
  ZPresentationTemplate,
  ZPresentationUpdateRequest,
  ZPresentationVersion,
  ZPresentationVersionList,
  ZPresentationVersionParams,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UNCHECKED_ANSWER } from "../../platform/api-document.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readSingleUpload } from "../../platform/uploads.ts";
import { sendAttachment, sendStoredFile } from "../files/index.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import {
  createPresentation,
  listPresentations,
  listVersionsOfPresentation,
  readPresentation,
  readVersionOfPresentation,
  removePresentation,
  restoreVersionOfPresentation,
  updatePresentation,
} from "./presentation.service.ts";
import {
  exportPresentation,
  readSlideImage,
  SLIDE_IMAGE_UPLOAD_RULES,
  uploadSlideImage,
} from "./presentation-files.service.ts";
import { PRESENTATION_TEMPLATES } from "./presentation-templates.ts";

const BASE = "/api/office/presentations";
const PPTX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
/** 200 slides of bullets and notes run past the app's 1 MB default; 4 MB holds the largest real deck. */
const DECK_BODY_LIMIT = 4 * 1024 * 1024;

/** The presentation routes (issue 21): decks with versions, templates, slide images, PPTX and PDF export. */
export async function registerPresentationRoutes(app: FastifyInstance, deps: OfficeSuiteDeps): Promise<void> {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["office"];
  const params = ZPresentationIdParams;

  router.get(
    BASE,
    {
      config: { isCachedPerFirm: true },
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "List the presentations you can see",
        description:
          "Shared presentations of the firm, and your own unshared ones (the firm's owner sees all), newest change first, with the slide count and the first three titles.",
        tags,
        querystring: ZPresentationListQuery,
        response: { 200: ZPresentationList },
      },
    },
    async (request, reply) => {
      const { items, total } = await listPresentations(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  router.post(
    BASE,
    {
      bodyLimit: DECK_BODY_LIMIT,
      schema: {
        summary: "Create a presentation",
        description:
          "From a template's slides, from slides.titles (the ten default titles when left out), or from the full content.",
        tags,
        body: ZPresentationCreateRequest,
        response: { 201: ZPresentation },
      },
    },
    async (request, reply) => {
      const presentation = await createPresentation(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(presentation);
    },
  );

  router.get(
    "/api/office/presentation-templates",
    {
      schema: {
        summary: "List the built-in presentation templates",
        tags,
        response: { 200: ZPresentationTemplate.array() },
      },
    },
    async (request) => {
      requireFirmIdentity(request);
      return [...PRESENTATION_TEMPLATES];
    },
  );

  router.get(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Read a presentation with its slides",
        tags,
        params,
        response: { 200: ZPresentation },
      },
    },
    async (request) => readPresentation(deps, requireFirmIdentity(request), request.params.id),
  );

  router.put(
    `${BASE}/:id`,
    {
      bodyLimit: DECK_BODY_LIMIT,
      schema: {
        summary: "Save a new version of a presentation",
        description:
          "baseVersion is the version you edited; when someone saved a newer one since, the answer is 409 with currentVersion, savedBy and savedAt, and nothing is written.",
        tags,
        params,
        body: ZPresentationUpdateRequest,
        response: { 200: ZPresentation },
      },
    },
    async (request) =>
      updatePresentation(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    `${BASE}/:id`,
    { schema: { summary: "Delete a presentation and its versions", tags, params } },
    async (request, reply) => {
      await removePresentation(deps, requireFirmIdentity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  router.get(
    `${BASE}/:id/versions`,
    {
      schema: {
        summary: "List a presentation's versions",
        tags,
        params,
        response: { 200: ZPresentationVersionList },
      },
    },
    async (request) => listVersionsOfPresentation(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/:id/versions/:version`,
    {
      schema: {
        summary: "Read one version of a presentation",
        tags,
        params: ZPresentationVersionParams,
        response: { 200: ZPresentationVersion },
      },
    },
    async (request) =>
      readVersionOfPresentation(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.params.version,
      ),
  );

  router.post(
    `${BASE}/:id/versions/:version/restore`,
    {
      schema: {
        summary: "Make an old version of a presentation the newest",
        tags,
        params: ZPresentationVersionParams,
        body: ZPresentationRestoreRequest,
        response: { 200: ZPresentation },
      },
    },
    async (request) =>
      restoreVersionOfPresentation(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.params.version,
        request.body.baseVersion,
      ),
  );

  router.post(
    `${BASE}/:id/images`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "A slide image: PNG or JPEG (judged by its content), at most 5 MB.",
        },
      },
      schema: {
        summary: "Upload an image for a presentation's slides",
        description:
          "Answers the stored file's id; put it in a slide's imageFileId and save the presentation.",
        tags,
        params,
        response: { 201: ZPresentationImageUpload },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const upload = await readSingleUpload(request, SLIDE_IMAGE_UPLOAD_RULES);
      const uploaded = await uploadSlideImage(deps, identity, request.params.id, upload);
      return reply.status(201).send(uploaded);
    },
  );

  router.get(
    "/api/office/presentation-images/:fileId",
    { schema: { summary: "Show a slide image", tags, params: ZPresentationImageParams } },
    async (request, reply) =>
      sendStoredFile(reply, await readSlideImage(deps, requireFirmIdentity(request), request.params.fileId)),
  );

  router.get(
    `${BASE}/:id/export.pptx`,
    { schema: { summary: "Download a presentation as PowerPoint (.pptx)", tags, params } },
    async (request, reply) => {
      const file = await exportPresentation(deps, requireFirmIdentity(request), request.params.id, "pptx");
      return sendAttachment(reply, file, PPTX_CONTENT_TYPE);
    },
  );

  router.get(
    `${BASE}/:id/export.pdf`,
    { schema: { summary: "Download a presentation as a PDF, a page per slide", tags, params } },
    async (request, reply) => {
      const file = await exportPresentation(deps, requireFirmIdentity(request), request.params.id, "pdf");
      return sendAttachment(reply, file, "application/pdf");
    },
  );
}
