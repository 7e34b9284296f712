/** PostgreSQL error codes and socket errors that mean "the server is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);

const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "PGlite is closed",
];

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m)))
      return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** True when a unique constraint (optionally a named one) rejected the write. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error)) {
    if (e.code === "23505") return constraint === undefined || e.constraint === constraint;
  }
  return false;
}
