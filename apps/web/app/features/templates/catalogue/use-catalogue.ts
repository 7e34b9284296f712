import { useEffect, useState } from "react";
import { api } from "../../../lib/api.ts";
import type { CatalogueData } from "./template-catalogue.tsx";

type CatalogueState = { status: "loading" } | { status: "error" } | ({ status: "ready" } & CatalogueData);

/** The catalogue for a picker, fetched when it opens: the same templates, types and stats as the gallery. */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: "loading" });
  useEffect(() => {
    let isCurrent = true;
    Promise.all([
      api.request("GET /api/templates/:type", { params: { type: "gallery" } }),
      api.request("GET /api/templates-category"),
      api.request("GET /template/stats").catch(() => null),
    ])
      .then(([templates, categories, stats]) => {
        if (isCurrent) setState({ status: "ready", templates, categories, stats });
      })
      .catch(() => isCurrent && setState({ status: "error" }));
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
