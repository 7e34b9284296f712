import type { BlogPost } from "@listful/contracts";
import { HREFS } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PageBanner } from "./page-banner.tsx";
import { formatPostDate } from "./post-date.ts";

/** /blog/{slug}: one of Listful's own articles. */
export function ArticlePage({ post }: { post: BlogPost }) {
  return (
    <>
      <PageBanner eyebrow="The Listful blog" title={post.title}>
        <p className="mt-1 text-muted">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          {post.author ? <> · {post.author}</> : null}
        </p>
      </PageBanner>
      <article
        className="rich-text mx-auto max-w-45 px-1 pb-2"
        // Rendered on the server from the repository's Markdown, with any raw HTML in it escaped.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, first-party content, made safe on the server.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <p className="mx-auto max-w-45 px-1 pb-4">
        <AppLink to={HREFS.blog} className="font-medium text-primary-700 underline underline-offset-3">
          More articles on the blog
        </AppLink>
      </p>
    </>
  );
}
