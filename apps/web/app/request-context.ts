import { createContext } from "react-router";

export type RequestContext = {
  nonce: string;
  user: { id: string; name: string } | null;
};

const KEY = Symbol.for("listful.request-context");
type Holder = { [KEY]?: ReturnType<typeof createContext<RequestContext>> };
const holder = globalThis as Holder;

/** One token per process, even when the server and the SSR bundle each load this module. */
export const requestContext = (holder[KEY] ??= createContext<RequestContext>());
