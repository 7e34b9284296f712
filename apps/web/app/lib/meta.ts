const SITE = "Listful";

/** A route's title and description, plus the social-card tags that repeat them. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === SITE ? title : `${title} | ${SITE}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE },
    { name: "twitter:card", content: "summary" },
  ];
}
