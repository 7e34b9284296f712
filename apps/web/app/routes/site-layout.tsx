import { useEffect } from "react";
import { Outlet } from "react-router";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { ScrollToTop } from "../features/shell/scroll-to-top.tsx";
import { useShellOptions } from "../features/shell/shell-handle.ts";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import { SkipLink } from "../features/shell/skip-link.tsx";
import { reloadWhenChunkFailed } from "../lib/chunk-reload.ts";
import { routeErrorKind } from "../lib/route-errors.ts";
import type { Route } from "./+types/site-layout";

function Shell({ children }: { children: React.ReactNode }) {
  const { hideFooter, staticHeader } = useShellOptions();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader isStatic={staticHeader} />
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${staticHeader ? "" : "pt-5"}`}>
        {children}
      </main>
      {hideFooter ? null : <SiteFooter />}
      <ScrollToTop />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => reloadWhenChunkFailed(error), [error]);
  return (
    <Shell>
      <ErrorPage kind={routeErrorKind(error)} />
    </Shell>
  );
}
