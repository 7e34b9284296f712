import type { BlogPostSummary } from "@listful/contracts";
import { SectionHeading } from "../home/section-heading.tsx";
import { PostCard } from "./post-card.tsx";

type PostsSectionProps = {
  posts: readonly BlogPostSummary[];
  eyebrow?: string;
  title?: string;
};

/**
 * A row of articles: the home page's recent posts, or a landing page's posts about its type (with
 * `loadPostsAbout`). Nothing at all when there are none, so a quiet or unreachable blog leaves no gap.
 */
export function PostsSection({
  posts,
  eyebrow = "From the blog",
  title = "Ideas for a more organised life",
}: PostsSectionProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="posts-title" className="bg-canvas">
      <div className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
        <SectionHeading id="posts-title" eyebrow={eyebrow} title={title} />
        <ul className="mt-2.5 grid gap-1.5 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
