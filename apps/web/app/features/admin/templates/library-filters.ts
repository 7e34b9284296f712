import type { AdminTemplateListQuery } from "@listful/contracts";
import type { AdminTemplatesTarget } from "../../../lib/hrefs.ts";

function readFlag(value: string | null): boolean | null {
  return value === "true" ? true : value === "false" ? false : null;
}

/** The table's filters as the page's address holds them; anything unknown is no filter. */
export function readLibraryFilters(params: URLSearchParams): Required<AdminTemplatesTarget> {
  const type = params.get("type");
  const category = params.get("category")?.trim();
  return {
    type: type === "gallery" || type === "create" ? type : null,
    category: category ? category.slice(0, 100) : null,
    published: readFlag(params.get("published")),
    premium: readFlag(params.get("premium")),
  };
}

/** The same filters as the API's list takes them. */
export function toListQuery(filters: Required<AdminTemplatesTarget>): AdminTemplateListQuery {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.published === null ? {} : { published: String(filters.published) as "true" | "false" }),
    ...(filters.premium === null ? {} : { premium: String(filters.premium) as "true" | "false" }),
  };
}

/** Whether any filter is set: the order can only be changed on the whole library's list of one type. */
export function hasFilters(filters: Required<AdminTemplatesTarget>): boolean {
  return Object.values(filters).some((value) => value !== null);
}
