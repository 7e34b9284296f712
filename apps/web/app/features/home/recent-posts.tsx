import { useRootData } from "../../lib/root-data.ts";
import { RECENT_POSTS } from "./blog-posts.ts";
import { SectionHeading } from "./section-heading.tsx";

const DATE = new Intl.DateTimeFormat("en", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function RecentPosts() {
  const { config } = useRootData();
  const base = config.blogUrl.replace(/\/$/, "");
  return (
    <section aria-labelledby="posts-title" className="bg-canvas">
      <div className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
        <SectionHeading id="posts-title" eyebrow="From the blog" title="Ideas for a more organised life" />
        <ul className="mt-2.5 grid gap-1.5 md:grid-cols-3">
          {RECENT_POSTS.map((post) => (
            <li key={post.slug}>
              <a
                href={`${base}/${post.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-soft transition-shadow hover:shadow-lift"
              >
                <span className="grid h-11 place-items-center bg-gradient-to-br from-primary-100 to-peach/70">
                  <img
                    src={post.image}
                    alt=""
                    width={100}
                    height={141}
                    loading="lazy"
                    className="w-6 rotate-[-4deg] rounded-lg bg-white shadow-lift transition-transform duration-200 group-hover:rotate-0"
                  />
                </span>
                <span className="flex flex-1 flex-col gap-0.5 p-1.5">
                  <time dateTime={post.date} className="text-sm text-muted">
                    {DATE.format(new Date(post.date))}
                  </time>
                  <span className="text-lg font-medium text-ink group-hover:text-primary-700">
                    {post.title}
                  </span>
                  <span className="text-ink-soft">{post.excerpt}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
