import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { FileStoreUnavailableError } from "./file-storage-s3.ts";

type ErrorBody = { message: string; code: string };

const FASTIFY_CLIENT_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "empty_body",
    message: "The request body is empty; send a JSON object or no content type.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "body_too_large", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "invalid_content_length",
    message: "The request's Content-Length does not match its body.",
  },
};

const PART_NAMES: Record<string, string> = {
  body: "request body",
  querystring: "query string",
  params: "path",
  headers: "headers",
};

/** Turns a schema failure into one sentence that names the field, e.g. "email: Please enter a valid email address". */
function describeValidationFailure(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
  const message = first?.message ?? "Invalid input";
  if (field) return `${field}: ${message}`;
  const part = PART_NAMES[error.validationContext ?? "body"] ?? "request";
  if (/expected object/i.test(message)) return `The ${part} must be a JSON object.`;
  return `${message} (in the ${part})`;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidationFailure(error), code: "invalid_input" });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(known);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ message: "Something went wrong on our side.", code: "internal_error" });
    }
    if ((error as Error) instanceof FileStoreUnavailableError) {
      request.log.error({ err: error }, "file store unavailable");
      return reply.status(503).send({
        message:
          "The file store cannot be reached right now, so nothing was saved. Please try again shortly.",
        code: "file_store_unavailable",
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code?.startsWith("FST_") ? "bad_request" : (error.code ?? "bad_request");
      return reply.status(status).send({ message: error.message, code });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again.", code: "internal_error" });
  });
}
