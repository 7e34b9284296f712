import type { TemplateCategory } from "@listful/contracts";
import { type ChangeEvent, useId } from "react";
import { Form } from "react-router";
import { ADMIN_HREFS, type AdminTemplatesTarget, adminTemplatesHref } from "../../../lib/hrefs.ts";
import { useAppNavigate } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";

type Filters = Required<AdminTemplatesTarget>;

const SELECT =
  "h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none";

function flagValue(flag: boolean | null): string {
  return flag === null ? "" : String(flag);
}

function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: keyof Filters;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={onChange} className={SELECT}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The table's filters: each change is a new address (so it can be shared and kept); the button works without script. */
export function LibraryFiltersForm({
  filters,
  categories,
}: {
  filters: Filters;
  categories: readonly TemplateCategory[];
}) {
  const navigate = useAppNavigate();
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const { name, value } = event.currentTarget;
    const flag = value === "" ? null : value === "true";
    const next: Filters = {
      ...filters,
      ...(name === "type" ? { type: (value || null) as Filters["type"] } : {}),
      ...(name === "category" ? { category: value || null } : {}),
      ...(name === "published" ? { published: flag } : {}),
      ...(name === "premium" ? { premium: flag } : {}),
    };
    navigate(adminTemplatesHref(next), { replace: true, preventScrollReset: true });
  }
  const yesNo = [
    ["", "Any"],
    ["true", "Yes"],
    ["false", "No"],
  ] as const;
  return (
    <Form
      method="get"
      action={ADMIN_HREFS.templates}
      aria-label="Filter templates"
      className="grid grid-cols-2 items-end gap-0.75 md:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <FilterSelect
        label="Type"
        name="type"
        value={filters.type ?? ""}
        onChange={onChange}
        options={[
          ["", "Any"],
          ["gallery", "Gallery"],
          ["create", "Create"],
        ]}
      />
      <FilterSelect
        label="Category"
        name="category"
        value={filters.category ?? ""}
        onChange={onChange}
        options={[["", "Any"], ["none", "None"], ...categories.map((c) => [c.slug, c.title] as const)]}
      />
      <FilterSelect
        label="Published"
        name="published"
        value={flagValue(filters.published)}
        onChange={onChange}
        options={yesNo}
      />
      <FilterSelect
        label="Premium"
        name="premium"
        value={flagValue(filters.premium)}
        onChange={onChange}
        options={yesNo}
      />
      <noscript>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </noscript>
    </Form>
  );
}
