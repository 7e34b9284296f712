import type { TemplateList } from "@listful/contracts";
import type { AdminStatsTarget } from "../../../lib/hrefs.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readDay(value: string | null): string | null {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** The range and list as the address holds them; a malformed date is left to the API's default. */
export function readStatsFilters(params: URLSearchParams): Required<AdminStatsTarget> {
  const list = params.get("list");
  return {
    from: readDay(params.get("from")),
    to: readDay(params.get("to")),
    list: list === "gallery" || list === "create" ? (list as TemplateList) : null,
  };
}
