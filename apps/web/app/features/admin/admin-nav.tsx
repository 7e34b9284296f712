import { ADMIN_HREFS } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";

const PAGES = [
  { href: ADMIN_HREFS.templates, label: "Templates" },
  { href: ADMIN_HREFS.templateStats, label: "Statistics" },
  { href: ADMIN_HREFS.testimonials, label: "Testimonials" },
] as const;

/** The admin pages' own links, above each page's title. */
export function AdminNav({ current }: { current: string }) {
  return (
    <nav aria-label="Admin">
      <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">Admin</p>
      <ul className="mt-0.5 flex flex-wrap gap-0.5">
        {PAGES.map((page) => (
          <li key={page.href}>
            <AppLink
              to={page.href}
              aria-current={page.href === current ? "page" : undefined}
              className="inline-flex min-h-2.25 items-center rounded-full border border-line bg-white px-1 text-sm font-medium text-ink-soft hover:border-primary-300 hover:text-primary-700 aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-600 aria-[current=page]:text-white"
            >
              {page.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
