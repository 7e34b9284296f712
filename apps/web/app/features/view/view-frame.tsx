import type { ReactNode } from "react";
import { ScrollToTop } from "../shell/scroll-to-top.tsx";
import { SiteFooter } from "../shell/site-footer.tsx";
import { SiteHeader } from "../shell/site-header.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/**
 * The site's header and footer around the view page. The view route sits outside the site layout because the
 * same address, with `embed=1`, must render with no header or footer at all.
 */
export function ViewFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader isStatic={false} />
      <main id="main" tabIndex={-1} className="flex-1 pt-5 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
}
