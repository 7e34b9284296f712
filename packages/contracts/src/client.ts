import type { ApiEndpoints, EndpointKey } from "./endpoints.ts";
import type { ErrorEnvelope } from "./errors.ts";

type ParamsFor<K extends EndpointKey> = ApiEndpoints[K] extends { params: infer P }
  ? { params: P }
  : { params?: undefined };
type BodyFor<K extends EndpointKey> = ApiEndpoints[K] extends { body: infer B }
  ? { body: B }
  : { body?: undefined };
type QueryFor<K extends EndpointKey> = ApiEndpoints[K] extends { query: infer Q }
  ? { query?: Q }
  : { query?: undefined };

export type RequestOptions<K extends EndpointKey> = ParamsFor<K> &
  BodyFor<K> &
  QueryFor<K> & { signal?: AbortSignal | undefined };
export type ResponseOf<K extends EndpointKey> = ApiEndpoints[K]["response"];

/** A failed call: the HTTP status, the API's error envelope, and the answer's headers (Retry-After, say). */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope;
  readonly headers: Headers;
  constructor(status: number, envelope: ErrorEnvelope, headers: Headers = new Headers()) {
    super(envelope.error);
    this.name = "ApiError";
    this.status = status;
    this.envelope = envelope;
    this.headers = headers;
  }
}

/**
 * True for an ApiError from any copy of this module: the server and the web app's server bundle each load
 * their own, so `instanceof` alone fails for errors from the loaders' in-process client.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  const candidate = error as Partial<ApiError> | null;
  return (
    error instanceof Error &&
    error.name === "ApiError" &&
    typeof candidate?.status === "number" &&
    typeof candidate.envelope === "object"
  );
}

export type ApiClientOptions = {
  /** Origin the paths are resolved against; empty in the browser (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra headers for every call, e.g. the cookies of the page request during server rendering. */
  headers?: Record<string, string>;
  /** Renew the session once when a call answers 401, then retry it. */
  refreshOnUnauthorized?: boolean;
};

export type ApiClient = {
  request<K extends EndpointKey>(key: K, ...options: RequestArgs<K>): Promise<ResponseOf<K>>;
  /** A call that answers a file (a PDF, an image): the raw Response, after the same error handling. */
  requestRaw<K extends EndpointKey>(key: K, ...options: RequestArgs<K>): Promise<Response>;
};

/** A call's options after its key: optional when the call has no parameters, body or query. */
export type RequestArgs<K extends EndpointKey> = OptionalIfEmpty<RequestOptions<K>>;
type OptionalIfEmpty<T> = Record<string, never> extends T ? [options?: T] : [options: T];

const NO_REFRESH = new Set<string>([
  "POST /api/login",
  "POST /api/register",
  "POST /api/token/refresh",
  "POST /api/logout",
]);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let refreshing: Promise<boolean> | null = null;

  async function refreshSession(): Promise<boolean> {
    refreshing ??= send("POST /api/token/refresh", { body: {} })
      .then((r) => r.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function send(
    key: string,
    opts: { params?: object; body?: unknown; query?: object; signal?: AbortSignal },
  ) {
    const [method, path] = key.split(" ") as [string, string];
    const url = new URL(buildPath(path, opts.params), options.baseUrl || "http://same-origin");
    for (const [name, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const target = options.baseUrl ? url.toString() : `${url.pathname}${url.search}`;
    return doFetch(target, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: "same-origin",
      signal: opts.signal ?? null,
    });
  }

  async function requestRaw(key: string, opts: Parameters<typeof send>[1] = {}): Promise<Response> {
    let response = await send(key, opts);
    if (response.status === 401 && options.refreshOnUnauthorized && !NO_REFRESH.has(key)) {
      if (await refreshSession()) response = await send(key, opts);
    }
    if (!response.ok) throw new ApiError(response.status, await readEnvelope(response), response.headers);
    return response;
  }

  return {
    requestRaw: (key, ...rest) => requestRaw(key, rest[0] as Parameters<typeof send>[1]),
    async request(key, ...rest) {
      const response = await requestRaw(key, rest[0] as Parameters<typeof send>[1]);
      if (response.status === 204) return undefined as never;
      return response.json();
    },
  };
}

function buildPath(path: string, params: object | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

async function readEnvelope(response: Response): Promise<ErrorEnvelope> {
  const fallback: ErrorEnvelope = {
    error:
      response.status >= 500 ? "Something went wrong. Try later." : response.statusText || "Request failed.",
    code: response.status >= 500 ? "internal_error" : "bad_request",
  };
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && typeof (body as ErrorEnvelope).error === "string") {
      return body as ErrorEnvelope;
    }
  } catch {
    // Not JSON (a proxy's error page, say): the fallback says enough.
  }
  return fallback;
}
