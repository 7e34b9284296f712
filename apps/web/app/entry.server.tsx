import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration, type HydrationHandle } from "./lib/idle-hydration.server.ts";
import { requestContext } from "./request-context.ts";

export const streamTimeout = 5_000;

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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
