import { hasZodFastifySchemaValidationErrors } from "@fastify/type-provider-zod";
import type { ErrorEnvelope } from "@listful/contracts";
import { isDatabaseUnavailable } from "@listful/db";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../domain-errors.ts";
import { HttpError, toHttpError } from "../errors.ts";

const GENERIC_500 = "Something went wrong. Try later.";
const DATABASE_DOWN = "The service is temporarily unavailable. Please try again in a moment.";

const FASTIFY_ERRORS: Record<string, [number, ErrorEnvelope["code"], string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    "unsupported_media_type",
    "Send the request body as application/json.",
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload_too_large", "The request body is too large."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "bad_request", "The request body length is invalid."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "bad_request", "The request body is empty."],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "bad_request", "The request body is not valid JSON."],
  FST_ERR_BAD_URL: [400, "bad_request", "The URL is malformed."],
};

/** Maps every failure to the one error envelope; nothing internal (stack, SQL, secrets) reaches a response. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = thrown instanceof DomainError ? toHttpError(thrown) : thrown;
    if (error instanceof HttpError) {
      // A refusal the app decided on is not logged; a 5xx always is, with what caused it.
      if (error.statusCode >= 500) {
        request.log.warn({ statusCode: error.statusCode, code: error.code, err: error.cause }, error.message);
      }
      return send(
        reply,
        request,
        error.statusCode,
        {
          error: error.message,
          code: error.code,
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.extra,
        },
        error.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const unknownKeys = issue.keyword === "unrecognized_keys" ? issue.params?.keys : undefined;
        if (Array.isArray(unknownKeys)) {
          const prefix = pathOf(issue.instancePath);
          for (const key of unknownKeys)
            errors[prefix ? `${prefix}.${key}` : String(key)] ??= "This field is not accepted.";
          continue;
        }
        errors[pathOf(issue.instancePath) || "body"] ??= issue.message;
      }
      return send(reply, request, 400, {
        error: "Please check the highlighted fields.",
        code: "validation_error",
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return send(
        reply,
        request,
        503,
        { error: DATABASE_DOWN, code: "service_unavailable" },
        { "retry-after": "5" },
      );
    }
    const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (mapped) return send(reply, request, mapped[0], { error: mapped[2], code: mapped[1] });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, request, 400, { error: "The request is malformed.", code: "bad_request" });
    }
    if (error.statusCode === 429) {
      return send(reply, request, 429, {
        error: "Too many requests. Please wait a moment and try again.",
        code: "rate_limited",
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, {
        error: "The request could not be processed.",
        code: "bad_request",
      });
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return send(reply, request, 500, { error: GENERIC_500, code: "internal_error" });
  });
}

function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".");
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: ErrorEnvelope,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  const envelope = status >= 500 ? { ...body, requestId: request.id } : body;
  return reply.status(status).type("application/json; charset=utf-8").send(envelope);
}
