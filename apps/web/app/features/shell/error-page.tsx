import { HREFS } from "../../lib/hrefs.ts";
import { imageSrc } from "../../lib/images.ts";
import shellStylesHref from "../../styles/shell.css?url";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";

/** What a visitor sees for an unknown address or a page that failed. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <div className="mx-auto flex max-w-40 flex-col items-center px-1 py-5 text-center md:py-8">
      {/* A failed page's own stylesheet is not linked (its route did not draw): the shell's comes with the error. */}
      <link rel="stylesheet" href={shellStylesHref} precedence="default" />
      <img src={imageSrc("not-found.svg")} alt="" width={280} height={200} className="h-12.5 w-17.5" />
      <p className="mt-1.5 text-sm font-medium tracking-wider text-primary-700 uppercase">
        {notFound ? "Error 404" : "Error"}
      </p>
      <h1 className="mt-0.5 text-3xl font-medium text-balance text-ink md:text-4xl">
        {notFound ? "The page you are looking for cannot be found" : "Something went wrong. Try later."}
      </h1>
      <p className="mt-1 max-w-30 text-lg text-ink-soft">
        {notFound
          ? "It may have moved, or the link may be mistyped. The gallery has every template to start from."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <AppLink to={HREFS.gallery} className={buttonClass({ size: "lg", className: "mt-2" })}>
        Go to the gallery
      </AppLink>
    </div>
  );
}
