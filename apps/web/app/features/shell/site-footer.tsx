import { HREFS, templateLandingHref } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { TEMPLATE_TYPES } from "../templates/template-types.ts";
import { LogoMark } from "./logo.tsx";
import { SocialLinks } from "./social-links.tsx";

const HEADING = "text-sm font-medium tracking-wider text-white uppercase";
const LINK = "text-[0.95rem] text-white/75 transition-colors hover:text-white";

export function SiteFooter() {
  const { config } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-950 text-white">
      <div className="mx-auto max-w-80 px-1 md:px-2">
        <div className="flex flex-col items-start justify-between gap-1 border-b border-white/10 py-2.5 md:flex-row md:items-center">
          <p className="text-2xl font-medium">Have questions?</p>
          <AppLink
            to={HREFS.contact}
            className={buttonClass({ variant: "secondary", className: "border-transparent" })}
          >
            Contact us
          </AppLink>
        </div>
        <div className="grid grid-cols-2 gap-x-1.5 gap-y-2.5 py-3 lg:grid-cols-[1.5fr_1fr_1fr_1.6fr]">
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <AppLink
              to={HREFS.home}
              className="flex items-center gap-0.5 self-start rounded-lg text-xl font-bold"
            >
              <LogoMark className="size-2" />
              Listful
            </AppLink>
            <p className="max-w-20 text-[0.95rem] leading-relaxed text-white/75">
              The free online checklist maker: customizable templates and ready-to-use printables.
            </p>
            <SocialLinks />
          </div>
          <nav aria-labelledby="footer-legal" className="flex flex-col gap-1">
            <h2 id="footer-legal" className={HEADING}>
              Legal
            </h2>
            <ul className="flex flex-col gap-0.5">
              <li>
                <AppLink to={HREFS.privacyPolicy} className={LINK}>
                  Privacy policy
                </AppLink>
              </li>
              <li>
                <AppLink to={HREFS.termsOfUse} className={LINK}>
                  Terms of use
                </AppLink>
              </li>
              <li>
                <AppLink to={HREFS.cookiesPolicy} className={LINK}>
                  Cookies policy
                </AppLink>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-resources" className="flex flex-col gap-1">
            <h2 id="footer-resources" className={HEADING}>
              Resources
            </h2>
            <ul className="flex flex-col gap-0.5">
              <li>
                <AppLink to={HREFS.gallery} className={LINK}>
                  Templates gallery
                </AppLink>
              </li>
              <li>
                <a href={config.blogUrl} className={LINK}>
                  Blog
                </a>
              </li>
              {config.isFree ? null : (
                <li>
                  <AppLink to={HREFS.pricing} className={LINK}>
                    Pricing
                  </AppLink>
                </li>
              )}
              <li>
                <AppLink to={HREFS.contact} className={LINK}>
                  Contact us
                </AppLink>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-templates" className="col-span-2 flex flex-col gap-1 lg:col-span-1">
            <h2 id="footer-templates" className={HEADING}>
              Popular templates
            </h2>
            <ul className="grid grid-cols-2 gap-x-1 gap-y-0.5">
              {TEMPLATE_TYPES.map((type) => (
                <li key={type.slug}>
                  <AppLink to={templateLandingHref(type.slug)} className={LINK}>
                    {type.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="border-t border-white/10 py-1.5 text-sm text-white/65">
          © {year} Listful. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
