import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.ts";

/**
 * JSON bodies as Fastify parses them, but only when they are valid UTF-8 (RFC 8259). Decoding a broken
 * sequence would store U+FFFD in place of what the person wrote; refusing it loses nothing.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(badRequest("The request body is not valid UTF-8."), undefined);
      return;
    }
    void parseJson(request, bytes.toString("utf8"), done);
  });
}
