import { TEMPLATE_TYPE_SLUGS, type TemplateType } from "@listful/checklist";
import type { AdminTemplateDetail, AuditEntry } from "@listful/contracts";
import { ADMIN_HREFS, editorHref, templateLandingHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { AdminNav } from "../admin-nav.tsx";
import { AUDIT_ACTION_LABELS, summariseChange } from "./audit-summary.ts";
import { DeleteTemplate } from "./delete-template.tsx";
import { formatWhen } from "./format-when.ts";
import { PublishSwitch } from "./publish-switch.tsx";

function isTemplateType(category: string | null): category is TemplateType {
  return (TEMPLATE_TYPE_SLUGS as readonly (string | null)[]).includes(category);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const lines = summariseChange(entry.before, entry.after);
  return (
    <li className="grid gap-0.3 border-t border-line py-0.75 first:border-t-0 md:grid-cols-[12rem_1fr]">
      <div>
        <p className="font-medium text-ink">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <p className="text-sm text-muted">
          <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
        </p>
        <p className="text-sm text-ink-soft">
          {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : "A removed account"}
        </p>
      </div>
      {lines.length > 0 ? (
        <ul className="text-[0.95rem] text-ink-soft">
          {lines.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[0.95rem] text-muted">No field changed.</p>
      )}
    </li>
  );
}

/** /admin/templates/{id}: one template's details, what can be done with it, and every admin change to it. */
export function TemplateDetailPage({ template }: { template: AdminTemplateDetail }) {
  return (
    <div className="mx-auto grid max-w-60 grid-cols-1 gap-1.5 px-1 pt-2 pb-4 md:pt-3">
      <AdminNav current={ADMIN_HREFS.templates} />
      <div className="grid gap-1.5 rounded-3xl border border-line bg-white p-1.5 shadow-soft md:grid-cols-[12rem_1fr] md:p-2">
        {template.image ? (
          <img
            src={template.image}
            alt={`Page one of ${template.title}`}
            width={template.orientation === "landscape" ? 192 : 136}
            height={template.orientation === "landscape" ? 136 : 192}
            className="rounded-xl border border-line"
          />
        ) : null}
        <div className="grid content-start gap-1">
          <div>
            <h1 className="text-2xl font-medium tracking-tight text-ink md:text-3xl">{template.title}</h1>
            <p className="text-ink-soft">{template.description || "No description."}</p>
          </div>
          <dl className="grid grid-cols-2 gap-0.75 sm:grid-cols-4">
            <Fact label="Slug">{template.slug}</Fact>
            <Fact label="Type">{template.type === "gallery" ? "Gallery" : "Create"}</Fact>
            <Fact label="Category">{template.category ?? "None"}</Fact>
            <Fact label="Order">{template.orderBy}</Fact>
            <Fact label="Premium">{template.isPremium ? "Yes" : "No"}</Fact>
            <Fact label="Views">{template.views}</Fact>
            <Fact label="Downloads">{template.downloads}</Fact>
            <Fact label="Preview">{template.imageUploaded ? "Uploaded" : "Drawn from page one"}</Fact>
          </dl>
          <div className="flex flex-wrap items-center gap-1">
            <span className="flex items-center gap-0.5 text-[0.95rem] text-ink">
              <PublishSwitch template={template} /> {template.isPublished ? "Published" : "Draft"}
            </span>
            <AppLink
              to={editorHref({ templateId: template.id })}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Open in editor
            </AppLink>
            {template.isPublished && isTemplateType(template.category) ? (
              <AppLink
                to={templateLandingHref(template.category)}
                className="text-sm font-medium text-primary-700 hover:underline"
              >
                Its landing page
              </AppLink>
            ) : null}
            {template.isPublished ? null : <DeleteTemplate template={template} />}
          </div>
        </div>
      </div>
      <section aria-labelledby="audit-heading" className="grid gap-0.75">
        <h2 id="audit-heading" className="text-xl font-medium text-ink">
          Changes
        </h2>
        {template.audit.length > 0 ? (
          <ol className="rounded-2xl border border-line bg-white px-1.25 py-0.5">
            {template.audit.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p className="text-ink-soft">No admin has changed it yet.</p>
        )}
      </section>
    </div>
  );
}
