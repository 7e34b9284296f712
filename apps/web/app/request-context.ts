import type { ApiClient, PublicConfig, User } from "@listful/contracts";
import { createContext, type RouterContext } from "react-router";

/** What the server hands every loader and action: set in the server's getLoadContext. */
export type RequestContext = {
  /** The CSP nonce of this response, for React Router's inline scripts. */
  nonce: string;
  user: User | null;
  config: PublicConfig;
  /** The API, called in-process with this request's session. */
  api: ApiClient;
  /** Records a failure in the server's log, under this request's id. */
  logError: (error: unknown, message: string) => void;
};

const KEY = Symbol.for("listful.request-context");
const registry = globalThis as { [KEY]?: RouterContext<RequestContext> };

function sharedContext(): RouterContext<RequestContext> {
  const existing = registry[KEY];
  if (existing) return existing;
  const created = createContext<RequestContext>();
  registry[KEY] = created;
  return created;
}

/**
 * One token per process, even though the server and the SSR bundle each load this module: context values
 * are looked up by identity.
 */
export const requestContext = sharedContext();
