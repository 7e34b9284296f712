import type { ReactNode } from "react";

/** One section of the settings page: a title and its explanation beside the form. */
export function SettingsCard({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={id}
      className={`grid gap-1.5 rounded-3xl border bg-white p-1.5 shadow-soft md:grid-cols-[16rem_1fr] md:gap-3 md:p-2.5 ${tone === "danger" ? "border-[#ffcdc9]" : "border-line"}`}
    >
      <div>
        <h2 id={id} className={`text-lg font-medium ${tone === "danger" ? "text-danger" : "text-ink"}`}>
          {title}
        </h2>
        <p className="mt-0.3 text-[0.95rem] text-ink-soft">{description}</p>
      </div>
      <div>{children}</div>
    </section>
  );
}
