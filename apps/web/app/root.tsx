import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./features/shell/error-page.tsx";
import { NavigationProgress } from "./features/shell/navigation-progress.tsx";
import { OfflineNotice } from "./features/shell/offline-notice.tsx";
import { reloadForFailedChunk, reloadWhenChunkFailed } from "./lib/chunk-reload.ts";
import { useDocumentOptions } from "./lib/document-handle.ts";
import { pageMeta } from "./lib/meta.ts";
import type { RootData } from "./lib/root-data.ts";
import { routeErrorKind } from "./lib/route-errors.ts";
import { isOffline } from "./lib/use-online-status.ts";
import { requestContext } from "./request-context.ts";
import { ToastHost } from "./ui/toast-host.tsx";

const ZOD_CONFIG_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";

export function loader({ context }: Route.LoaderArgs): RootData {
  const { nonce, user, config } = context.get(requestContext);
  return { nonce, user, config };
}

/**
 * Offline, the page keeps the data it has: reloading it after an action (a PDF sent by e-mail, say) can only
 * fail, and a failed reload puts the error page in place of the page and what was typed in it.
 */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isOffline() ? false : defaultShouldRevalidate;
}

export function meta() {
  return pageMeta(
    "Listful",
    "Listful is a free online checklist maker with customizable templates and ready-to-use printables.",
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const { isFramed } = useDocumentOptions();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7138e3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={data?.nonce} />
        {/*
          zod compiles its object parsers with `new Function` unless told not to; under our CSP that try is
          refused and reported. Its config must be set before the first schema is built, which happens as route
          modules load, so it is set here, before any module runs (`z.config` writes the same).
        */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no outside input. */}
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: ZOD_CONFIG_SCRIPT }} />
      </head>
      <body className="min-h-dvh bg-white">
        {children}
        {isFramed ? null : <ScrollRestoration nonce={data?.nonce} />}
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // A lazily loaded chunk that fails because a deploy replaced it reloads the page, at most once a minute; not
    // when the connection is what failed. The import fails to whatever asked for it meanwhile (an idle preload
    // lets it go; a tab shows its error page, which reloads once the server answers).
    const onPreloadError = () => {
      void reloadForFailedChunk();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastHost />
      <OfflineNotice />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => reloadWhenChunkFailed(error), [error]);
  return <ErrorPage kind={routeErrorKind(error)} />;
}
