import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { deferHydration, type HydrationHandle } from "./lib/idle-hydration.server.ts";
import { requestContext } from "./request-context.ts";

// The server's PDF renderer draws its print document from this bundle, as pages are drawn from it.
export { renderPrintDocument } from "./features/print/print-document.server.tsx";

export const streamTimeout = 5_000;

/** The server's log for this request (pino, with the request id); the console outside a request. */
function logErrorFor(context: unknown): (error: unknown, message: string) => void {
  try {
    return (context as RouterContextProvider).get(requestContext).logError;
  } catch {
    return (error, message) => console.error(message, error);
  }
}

/** A loader, action or render that failed on the server goes to the log; a refusal (a 4xx response) does not. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logErrorFor(context)(error, "page failed on the server");
};

function hydratesWhenIdle(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) =>
      (context.routeModules[match.route.id]?.handle as HydrationHandle | undefined)?.hydrate === "idle",
  );
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { nonce } = loadContext.get(requestContext);
  const deferred = hydratesWhenIdle(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const waitForAll = deferred || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          headers.set("Content-Type", "text/html; charset=utf-8");
          const body = new PassThrough();
          if (deferred) {
            // The whole page is ready: rewrite its scripts once, then send it.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () =>
              resolve(
                new Response(deferHydration(Buffer.concat(chunks).toString("utf8"), nonce), {
                  headers,
                  status,
                }),
              ),
            );
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          }
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) logErrorFor(loadContext)(error, "page failed while streaming");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
