import type { Template, TemplateCategory } from "@listful/contracts";
import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";

export type TemplateGroup = { category: TemplateCategory; templates: Template[] };

type TemplatesState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; groups: TemplateGroup[] };

/** Every template, grouped by type in the types' own order; fetched when the picker opens. */
export function useTemplates(): TemplatesState {
  const [state, setState] = useState<TemplatesState>({ status: "loading" });
  useEffect(() => {
    let isCurrent = true;
    Promise.all([api.request("GET /api/templates"), api.request("GET /api/templates-category")])
      .then(([templates, categories]) => {
        if (!isCurrent) return;
        const groups = [...categories]
          .sort((a, b) => a.orderBy - b.orderBy)
          .map((category) => ({
            category,
            templates: templates
              .filter((template) => template.category === category.slug)
              .sort((a, b) => a.orderBy - b.orderBy),
          }))
          .filter((group) => group.templates.length > 0);
        setState({ status: "ready", groups });
      })
      .catch(() => isCurrent && setState({ status: "error" }));
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
