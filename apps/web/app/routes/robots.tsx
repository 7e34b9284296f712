import { robotsTxt } from "../features/seo/site-map.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(requestContext).config.publicUrl), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
