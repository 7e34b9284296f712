import { HREFS, templateLandingHref } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { TEMPLATE_TYPE_LISTINGS } from "../templates/template-type-listings.ts";
import { LogoMark } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { FOOTER_COLUMNS, menuEntries, NAV_LINKS, type Viewer } from "./nav-links.ts";
import { SocialLinks } from "./social-links.tsx";

const HEADING = "text-sm font-medium tracking-wider text-white uppercase";
const LINK = "text-[0.95rem] text-white/75 transition-colors hover:text-white";

function FooterColumn({ column, viewer }: { column: (typeof FOOTER_COLUMNS)[number]; viewer: Viewer }) {
  const isTemplates = column.slots.some((slot) => slot === "templates");
  return (
    <nav
      aria-labelledby={column.id}
      className={`flex flex-col gap-1 ${isTemplates ? "col-span-2 lg:col-span-1" : ""}`}
    >
      <h2 id={column.id} className={HEADING}>
        {column.title}
      </h2>
      <ul className={isTemplates ? "grid grid-cols-2 gap-x-1 gap-y-0.5" : "flex flex-col gap-0.5"}>
        {menuEntries(column.slots, viewer).flatMap((entry) =>
          entry.kind === "templates"
            ? TEMPLATE_TYPE_LISTINGS.map((type) => (
                <li key={type.slug}>
                  <AppLink to={templateLandingHref(type.slug)} className={LINK}>
                    {type.title}
                  </AppLink>
                </li>
              ))
            : [
                <li key={entry.id}>
                  <MenuLink link={entry} className={LINK} />
                </li>,
              ],
        )}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { user, config } = useRootData();
  const year = new Date().getFullYear();
  const viewer = { isSignedIn: !!user, config };
  return (
    <footer className="bg-primary-950 text-white">
      <div className="mx-auto max-w-80 px-1 md:px-2">
        <div className="flex flex-col items-start justify-between gap-1 border-b border-white/10 py-2.5 md:flex-row md:items-center">
          <p className="text-2xl font-medium">Have questions?</p>
          <AppLink
            to={NAV_LINKS.contact.href}
            className={buttonClass({ variant: "secondary", className: "border-transparent" })}
          >
            {NAV_LINKS.contact.label}
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
          {FOOTER_COLUMNS.map((column) => (
            <FooterColumn key={column.id} column={column} viewer={viewer} />
          ))}
        </div>
        <p className="border-t border-white/10 py-1.5 text-sm text-white/65">
          © {year} Listful. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
