import { pageMeta } from "../../lib/meta.ts";
import { routeErrorKind } from "../../lib/route-errors.ts";

/**
 * A shared checklist's page reads as its title; private ones and embeds stay out of search engines. Without
 * a checklist, the page says why, as its `error` tells.
 */
export function viewMeta(
  checklist: { title: string; ownerName: string | null; isShared: boolean } | undefined,
  error?: unknown,
) {
  if (!checklist && routeErrorKind(error) === "not-shared") {
    return pageMeta("Private or no longer shared", "This checklist is private or no longer shared.");
  }
  if (!checklist) return pageMeta("Checklist not found", "This checklist could not be found.");
  const description = checklist.ownerName
    ? `A checklist by ${checklist.ownerName}, made with Listful. View it, print it or tick it off online.`
    : "A checklist made with Listful. View it, print it or tick it off online.";
  return [...pageMeta(checklist.title, description), { name: "robots", content: "noindex" }];
}
