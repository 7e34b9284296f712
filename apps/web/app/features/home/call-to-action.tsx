import { HREFS, registerHref } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";

export function CallToAction() {
  const { user } = useRootData();
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-700 via-primary-600 to-primary-500 px-1.5 py-3 text-center text-white shadow-lift md:px-4 md:py-4">
        <div aria-hidden="true" className="absolute -top-5 -left-5 size-15 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -right-4 -bottom-6 size-15 rounded-full bg-sun/25" />
        <h2 id="cta-title" className="relative text-3xl font-medium tracking-tight text-balance md:text-4xl">
          Your next checklist is one click away
        </h2>
        <p className="relative mx-auto mt-1 max-w-35 text-lg text-white/85">
          Choose a template, make it yours and print it today. It's free.
        </p>
        <div className="relative mt-2 flex flex-col justify-center gap-0.75 sm:flex-row">
          <AppLink
            to={HREFS.gallery}
            className={buttonClass({ size: "lg", variant: "secondary", className: "border-transparent" })}
          >
            Browse templates
          </AppLink>
          {user ? null : (
            <AppLink
              to={registerHref()}
              className={buttonClass({
                size: "lg",
                variant: "ghost",
                className: "text-white ring-1 ring-white/50 hover:bg-white/10 hover:text-white",
              })}
            >
              Create free account
            </AppLink>
          )}
        </div>
      </div>
    </section>
  );
}
