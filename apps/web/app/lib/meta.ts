const SITE = "Listful";

/** What a page that others link to and share says about itself beyond its title and description. */
export type ShareMeta = {
  /** The page's one address, absolute (`absoluteUrl`). */
  readonly canonical: string;
  /** An absolute picture for social cards: a template's page one. */
  readonly image?: string | null | undefined;
};

/** A route's title and description, plus the social-card tags that repeat them. */
export function pageMeta(title: string, description: string, share?: ShareMeta) {
  const fullTitle = title === SITE ? title : `${title} | ${SITE}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE },
    { name: "twitter:card", content: share?.image ? "summary_large_image" : "summary" },
  ];
  if (!share) return tags;
  tags.push(
    { tagName: "link", rel: "canonical", href: share.canonical },
    { property: "og:url", content: share.canonical },
    { property: "og:type", content: "website" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  );
  if (share.image) {
    tags.push(
      { property: "og:image", content: share.image },
      { name: "twitter:image", content: share.image },
    );
  }
  return tags;
}
