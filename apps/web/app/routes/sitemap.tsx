import { sitemapXml } from "../features/seo/site-map.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.get(requestContext).config.publicUrl), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
