import type { FastifyRequest } from "fastify";

/** Query parameters that carry a secret: a reset link's token, an OAuth callback's code and state. */
const SECRET_PARAMETERS = new Set(["token", "refresh_token", "code", "state"]);

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** A URL as the log may keep it: the value of every secret query parameter replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const parameters = url
    .slice(start + 1)
    .split("&")
    .map((part) => {
      const name = part.split("=", 1)[0] ?? "";
      return SECRET_PARAMETERS.has(parameterName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start)}?${parameters.join("&")}`;
}

/** Fastify's own request fields for each log line, with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
