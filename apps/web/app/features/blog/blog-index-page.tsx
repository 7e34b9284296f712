import type { BlogPostPage } from "@listful/contracts";
import { blogPageHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { PageBanner } from "./page-banner.tsx";
import { PostCard } from "./post-card.tsx";

/** /blog: every article, newest first, a page at a time. */
export function BlogIndexPage({ page }: { page: BlogPostPage }) {
  return (
    <>
      <PageBanner eyebrow="The Listful blog" title="Ideas for a more organised life">
        <p className="mt-1 max-w-40 text-lg text-ink-soft">
          Habits, planning, printing and small routines that make the days easier, with the templates to try
          them.
        </p>
      </PageBanner>
      <div className="mx-auto max-w-80 px-1 pb-4 md:px-2">
        {page.posts.length === 0 ? (
          <p className="py-3 text-center text-lg text-ink-soft">
            There are no articles to show just now. Please come back a little later.
          </p>
        ) : (
          <ul className="grid gap-1.5 md:grid-cols-2 lg:grid-cols-3">
            {page.posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        {page.totalPages > 1 ? (
          <nav aria-label="Blog pages" className="mt-2.5 flex items-center justify-center gap-1">
            {page.page > 1 ? (
              <AppLink to={blogPageHref(page.page - 1)} className={buttonClass({ variant: "secondary" })}>
                Newer articles
              </AppLink>
            ) : null}
            <span className="text-muted">
              Page {page.page} of {page.totalPages}
            </span>
            {page.page < page.totalPages ? (
              <AppLink to={blogPageHref(page.page + 1)} className={buttonClass({ variant: "secondary" })}>
                Older articles
              </AppLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
