import { useLocation } from "react-router";
import { useDocumentOptions } from "../../lib/document-handle.ts";
import { HREFS, loginHref } from "../../lib/hrefs.ts";
import { imageSrc } from "../../lib/images.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { RouteErrorKind } from "../../lib/route-errors.ts";
import shellStylesHref from "../../styles/shell.css?url";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";

const WORDS: Record<RouteErrorKind, { label: string; title: string; text: string }> = {
  "not-found": {
    label: "Error 404",
    title: "The page you are looking for cannot be found",
    text: "It may have moved, or the link may be mistyped. The gallery has every template to start from.",
  },
  "not-shared": {
    label: "Not shared",
    title: "This checklist is private or no longer shared",
    text: "Only its owner can open it now. Ask them for a new link, or start your own from a template in the gallery.",
  },
  failed: {
    label: "Error",
    title: "Something went wrong. Try later.",
    text: "We could not show this page. Please try again in a moment.",
  },
};

/**
 * What a visitor sees for an unknown address, a checklist they may not see, or a page that failed. In another
 * site's frame (an embed) the gallery opens in a new tab, as Listful's other pages refuse to be framed.
 */
export function ErrorPage({ kind }: { kind: RouteErrorKind }) {
  const words = WORDS[kind];
  const { isFramed } = useDocumentOptions();
  return (
    <div className="mx-auto flex max-w-40 flex-col items-center px-1 py-5 text-center md:py-8">
      {/* A failed page's own stylesheet is not linked (its route did not draw): the shell's comes with the error. */}
      <link rel="stylesheet" href={shellStylesHref} precedence="default" />
      <img src={imageSrc("not-found.svg")} alt="" width={280} height={200} className="h-12.5 w-17.5" />
      <p className="mt-1.5 text-sm font-medium tracking-wider text-primary-700 uppercase">{words.label}</p>
      <h1 className="mt-0.5 text-3xl font-medium text-balance text-ink md:text-4xl">{words.title}</h1>
      <p className="mt-1 max-w-30 text-lg text-ink-soft">{words.text}</p>
      <AppLink
        to={HREFS.gallery}
        className={buttonClass({ size: "lg", className: "mt-2" })}
        {...(isFramed ? { target: "_blank", rel: "noopener" } : {})}
      >
        Go to the gallery
      </AppLink>
      {kind === "not-shared" && !isFramed ? <OwnerSignIn /> : null}
    </div>
  );
}

/** The owner of a private checklist who opens its link signed out: signing in brings them back to it. */
function OwnerSignIn() {
  const { user } = useRootData();
  const { pathname, search } = useLocation();
  if (user) return null;
  return (
    <p className="mt-1.5 text-ink-soft">
      Is it yours?{" "}
      <AppLink to={loginHref({ next: `${pathname}${search}` })} className="font-medium text-primary-700">
        Log in
      </AppLink>{" "}
      to open it.
    </p>
  );
}
