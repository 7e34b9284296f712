import type { AdminTemplateStats } from "@listful/contracts";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ADMIN_HREFS, type AdminStatsTarget, adminTemplateHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { AdminNav } from "../admin-nav.tsx";
import { LineChart } from "./line-chart.tsx";
import { dailyTotals, metricSeries, templateTotals } from "./stats-series.ts";

type StatsPageProps = {
  stats: AdminTemplateStats | null;
  /** Why there are no numbers (a range the API refused). */
  error: string | null;
  filters: Required<AdminStatsTarget>;
};

const INPUT =
  "h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none";
const CELL = "px-0.75 py-0.5";
const LIST_NAMES = { gallery: "the gallery", create: "the create list" } as const;

function StatsFilters({ stats, filters }: Pick<StatsPageProps, "stats" | "filters">) {
  return (
    <Form
      method="get"
      action={ADMIN_HREFS.templateStats}
      aria-label="Statistics range"
      className="grid grid-cols-2 items-end gap-0.75 md:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <label className="flex flex-col gap-0.3 text-sm font-medium text-ink">
        From
        <input type="date" name="from" defaultValue={filters.from ?? stats?.from ?? ""} className={INPUT} />
      </label>
      <label className="flex flex-col gap-0.3 text-sm font-medium text-ink">
        To
        <input type="date" name="to" defaultValue={filters.to ?? stats?.to ?? ""} className={INPUT} />
      </label>
      <label className="flex flex-col gap-0.3 text-sm font-medium text-ink">
        List
        <select name="list" defaultValue={filters.list ?? ""} className={INPUT}>
          <option value="">Both lists</option>
          <option value="gallery">Gallery</option>
          <option value="create">Create</option>
        </select>
      </label>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

/** /admin/templates/stats: views and downloads per template per day, as two charts with their numbers beneath. */
export function StatsPage({ stats, error, filters }: StatsPageProps) {
  const where = filters.list ? LIST_NAMES[filters.list] : "the gallery and the create list";
  return (
    <div className="mx-auto grid max-w-60 grid-cols-1 gap-1.5 px-1 pt-2 pb-4 md:pt-3">
      <AdminNav current={ADMIN_HREFS.templateStats} />
      <div>
        <h1 className="text-3xl font-medium tracking-tight text-ink md:text-4xl">Template statistics</h1>
        <p className="mt-0.5 text-ink-soft">
          How often each template was viewed and downloaded from {where}, day by day (UTC).
        </p>
      </div>
      <StatsFilters stats={stats} filters={filters} />
      {error ? (
        <p role="alert" className="rounded-2xl border border-[#ffcdc9] bg-white p-1 text-danger">
          {error}
        </p>
      ) : null}
      {stats ? <StatsBody stats={stats} filters={filters} where={where} /> : null}
    </div>
  );
}

function StatsBody({
  stats,
  filters,
  where,
}: {
  stats: AdminTemplateStats;
  filters: StatsPageProps["filters"];
  where: string;
}) {
  const totals = templateTotals(stats, filters.list);
  const range = `from ${stats.from} to ${stats.to}`;
  if (totals.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-2 text-center text-ink-soft">
        No views or downloads {range}.
      </p>
    );
  const views = metricSeries(stats, filters.list, "views");
  const downloads = metricSeries(stats, filters.list, "downloads");
  const days = dailyTotals(stats, filters.list);
  return (
    <>
      <section
        aria-labelledby="views-heading"
        className="grid gap-0.75 rounded-3xl border border-line bg-white p-1 shadow-soft md:p-1.5"
      >
        <h2 id="views-heading" className="text-lg font-medium text-ink">
          Views per day
        </h2>
        <LineChart
          title={`Views per day ${range}`}
          description={`Views from ${where} of the most viewed templates, one line each; the numbers are in the tables below.`}
          days={views.days}
          series={views.series}
        />
      </section>
      <section
        aria-labelledby="downloads-heading"
        className="grid gap-0.75 rounded-3xl border border-line bg-white p-1 shadow-soft md:p-1.5"
      >
        <h2 id="downloads-heading" className="text-lg font-medium text-ink">
          Downloads per day
        </h2>
        {downloads.series.length > 0 ? (
          <LineChart
            title={`Downloads per day ${range}`}
            description={`Downloads from ${where} of the most downloaded templates, one line each; the numbers are in the tables below.`}
            days={downloads.days}
            series={downloads.series}
          />
        ) : (
          <p className="text-ink-soft">No downloads {range}.</p>
        )}
      </section>
      <section aria-labelledby="per-template-heading" className="grid gap-0.75">
        <h2 id="per-template-heading" className="text-lg font-medium text-ink">
          Per template
        </h2>
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <CountsTable
            first="Template"
            rows={totals.map((total) => ({
              key: total.id,
              label: (
                <AppLink to={adminTemplateHref(total.id)} className="text-primary-700 hover:underline">
                  {total.title}
                </AppLink>
              ),
              views: total.views,
              downloads: total.downloads,
            }))}
          />
        </div>
      </section>
      <details className="rounded-2xl border border-line bg-white">
        <summary className="cursor-pointer px-1 py-0.75 font-medium text-ink">
          Day by day ({days.length} days)
        </summary>
        <div className="overflow-x-auto">
          <CountsTable
            first="Day"
            numericLabels
            rows={days.map((row) => ({
              key: row.day,
              label: row.day,
              views: row.views,
              downloads: row.downloads,
            }))}
          />
        </div>
      </details>
    </>
  );
}

type CountsRow = { key: string | number; label: ReactNode; views: number; downloads: number };

/** Views and downloads by template or by day: the numbers behind the charts. */
function CountsTable({
  first,
  rows,
  numericLabels = false,
}: {
  first: string;
  rows: CountsRow[];
  numericLabels?: boolean;
}) {
  return (
    <table className="w-full text-[0.95rem] text-ink">
      <thead className="bg-canvas text-left text-sm text-ink-soft">
        <tr>
          <th scope="col" className={CELL}>
            {first}
          </th>
          <th scope="col" className={`${CELL} text-right`}>
            Views
          </th>
          <th scope="col" className={`${CELL} text-right`}>
            Downloads
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-line">
            <th
              scope="row"
              className={`${CELL} text-left font-normal${numericLabels ? " tabular-nums" : ""}`}
            >
              {row.label}
            </th>
            <td className={`${CELL} text-right tabular-nums`}>{row.views}</td>
            <td className={`${CELL} text-right tabular-nums`}>{row.downloads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
