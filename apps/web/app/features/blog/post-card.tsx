import type { BlogPostSummary } from "@listful/contracts";
import { articleHref } from "../../lib/hrefs.ts";
import { contentImageSrc } from "../../lib/images.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { formatPostDate } from "./post-date.ts";

/**
 * An article in a list: its picture, date, title and excerpt, all one link. Listful's own articles open inside
 * the app; a WordPress post's link, to another site, is a plain link (the router leaves other origins alone).
 */
export function PostCard({
  post,
  headingLevel = "h3",
}: {
  post: BlogPostSummary;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <AppLink
      to={articleHref(post)}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-soft transition-shadow hover:shadow-lift"
    >
      <span className="grid h-11 place-items-center overflow-hidden bg-gradient-to-br from-primary-100 to-peach/70">
        {post.image ? (
          <img
            src={contentImageSrc(post.image)}
            alt=""
            width={100}
            height={141}
            loading="lazy"
            className={
              post.link
                ? "h-full w-full object-cover"
                : "w-6 rotate-[-4deg] rounded-lg bg-white shadow-lift transition-transform duration-200 group-hover:rotate-0"
            }
          />
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-0.5 p-1.5">
        <time dateTime={post.date} className="text-sm text-muted">
          {formatPostDate(post.date)}
        </time>
        <Heading className="text-lg font-medium text-ink group-hover:text-primary-700">{post.title}</Heading>
        <span className="text-ink-soft">{post.excerpt}</span>
      </span>
    </AppLink>
  );
}
