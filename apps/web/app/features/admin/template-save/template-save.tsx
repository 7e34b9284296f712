import { clearPlaceholderItems } from "@listful/checklist";
import type { AdminTemplate, AdminTemplateSaveResponse, TemplateCategory } from "@listful/contracts";
import { useEffect, useId, useState } from "react";
import { api } from "../../../lib/api.ts";
import { adminTemplateHref } from "../../../lib/hrefs.ts";
import { useMutation } from "../../../lib/use-mutation.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { TextAreaField, TextField } from "../../../ui/field.tsx";
import { useSaveControls } from "../../editor/save/save-context.ts";
import { useEditorActions, useEditorDoc } from "../../editor/state/editor-context.ts";
import { readImageFile, slugify } from "./read-image-file.ts";

const SELECT =
  "h-3 w-full rounded-xl border border-line bg-white px-1 text-base text-ink focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none";

type Loaded =
  | { readonly status: "loading" | "missing" }
  | { readonly status: "found"; readonly template: AdminTemplate };

/** The template the editor's document came from, read for its fields; "missing" once it is gone. */
function useSourceTemplate(id: number | null) {
  const [loaded, setLoaded] = useState<Loaded>({ status: id === null ? "missing" : "loading" });
  const [categories, setCategories] = useState<readonly TemplateCategory[]>([]);
  useEffect(() => {
    let live = true;
    void api.request("GET /api/templates-category").then(
      (list) => live && setCategories(list),
      () => undefined,
    );
    if (id !== null)
      void api.request("GET /api/admin/template/:id", { params: { id: String(id) } }).then(
        (found) => live && setLoaded({ status: "found", template: found }),
        // A template deleted since the editor opened: the form makes a new one instead.
        () => live && setLoaded({ status: "missing" }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  return { loaded, setLoaded, categories };
}

/**
 * The editor's Save tab for admins: save the document as a new template, or update the template it was opened
 * from, with the fields a template has and its preview (drawn from page one by the server, or uploaded).
 */
export function TemplateSave() {
  const doc = useEditorDoc();
  const { getDoc } = useEditorActions();
  const { checklistId, template: source } = useSaveControls();
  const { loaded, setLoaded, categories } = useSourceTemplate(source?.id ?? null);
  const template = loaded.status === "found" ? loaded.template : null;
  const isUpdate = template !== null;
  const [image, setImage] = useState("");
  const [imageError, setImageError] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const save = useMutation<AdminTemplateSaveResponse>("save-template", {
    onSuccess: ({ value }) => {
      setProblems(value.printProblems);
      // From now on the form updates the template it made or saved.
      setLoaded({ status: "found", template: value.template });
      setImage("");
    },
  });
  const errors = save.errors ?? {};
  const ids = useId();
  // A fresh form for each template it speaks of, so its fields start from that template's values.
  const formKey = isUpdate ? `template-${template.id}-${template.updatedAt}` : "new";

  async function onImage(file: File | undefined) {
    setImageError(null);
    if (!file) return setImage("");
    if (!file.type.startsWith("image/")) return setImageError("Choose a PNG, JPEG or WebP picture.");
    try {
      setImage(await readImageFile(file));
    } catch (error) {
      setImageError(error instanceof Error ? error.message : "The picture could not be read.");
    }
  }

  if (loaded.status === "loading") return <p className="text-sm text-muted">Loading the template…</p>;
  return (
    <form
      key={formKey}
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        form.set("data", JSON.stringify(clearPlaceholderItems(getDoc())));
        form.set("image", image);
        event.preventDefault();
        save.submit(form);
      }}
      noValidate
      aria-label={isUpdate ? "Update template" : "Save as template"}
      className="flex flex-col gap-0.75"
    >
      <p className="text-sm text-ink-soft">
        {isUpdate ? (
          <>
            Saving changes “
            <AppLink
              to={adminTemplateHref(template.id)}
              className="font-medium text-primary-700 hover:underline"
            >
              {template.title}
            </AppLink>
            ” for everyone who opens it.
          </>
        ) : (
          "Adds this document to the template library."
        )}
      </p>
      <input type="hidden" name="templateId" value={isUpdate ? String(template.id) : ""} />
      <input type="hidden" name="checklistId" value={checklistId ?? ""} />
      <TextField
        label="Title"
        name="title"
        defaultValue={template?.title ?? doc.title.text}
        error={errors.title}
        maxLength={120}
        required
      />
      <TextField
        label="Slug"
        name="slug"
        defaultValue={template?.slug ?? slugify(doc.title.text)}
        error={errors.slug}
        hint="Lower-case letters, digits and hyphens."
        maxLength={80}
        required
      />
      <div className="grid grid-cols-2 gap-0.5">
        <label htmlFor={`${ids}-type`} className="flex flex-col gap-0.3 text-sm font-medium text-ink">
          Type
          <select
            id={`${ids}-type`}
            name="type"
            defaultValue={template?.type ?? "gallery"}
            className={SELECT}
          >
            <option value="gallery">Gallery</option>
            <option value="create">Create</option>
          </select>
        </label>
        <label htmlFor={`${ids}-category`} className="flex flex-col gap-0.3 text-sm font-medium text-ink">
          Category
          <select
            id={`${ids}-category`}
            name="category"
            defaultValue={template?.category ?? ""}
            className={SELECT}
          >
            <option value="">None</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {errors.type || errors.category ? (
        <p className="text-sm text-danger">{errors.type ?? errors.category}</p>
      ) : null}
      <TextAreaField
        label="Description"
        name="description"
        defaultValue={template?.description ?? ""}
        error={errors.description}
        maxLength={1000}
        rows={3}
      />
      <TextField
        label="Order"
        name="orderBy"
        type="number"
        min={0}
        defaultValue={template?.orderBy ?? ""}
        error={errors.orderBy}
        hint={isUpdate ? "Lower comes first." : "Leave empty to put it after every other template."}
      />
      <label className="flex items-center gap-0.5 text-[0.95rem] text-ink">
        <input type="checkbox" name="isPremium" defaultChecked={template?.isPremium ?? false} /> Premium
      </label>
      <label className="flex items-center gap-0.5 text-[0.95rem] text-ink">
        <input type="checkbox" name="isPublished" defaultChecked={template?.isPublished ?? false} /> Published
      </label>
      <div className="flex flex-col gap-0.3">
        <label htmlFor={`${ids}-image`} className="text-sm font-medium text-ink">
          Preview image (optional)
        </label>
        <input
          id={`${ids}-image`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${ids}-image-hint`}
          onChange={(event) => void onImage(event.currentTarget.files?.[0])}
          className="text-sm text-ink-soft file:mr-0.5 file:rounded-full file:border file:border-line file:bg-white file:px-0.75 file:py-0.3 file:text-ink"
        />
        <p
          id={`${ids}-image-hint`}
          className={`text-sm ${imageError || errors.image ? "text-danger" : "text-muted"}`}
        >
          {imageError ??
            errors.image ??
            (isUpdate
              ? "Without one, the preview stays as it is."
              : checklistId
                ? "Without one, the server draws page one of the saved checklist."
                : "Without one, the server draws page one: save the checklist to your collection first.")}
        </p>
      </div>
      {problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-xl border border-[#ffcdc9] bg-[#fff5f4] p-0.75 text-sm text-danger"
        >
          <p className="font-medium">Saved as a draft: it breaks a print rule.</p>
          <ul className="mt-0.3 list-disc pl-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button type="submit" pending={save.pending} className="w-full">
        {isUpdate ? "Update template" : "Save as template"}
      </Button>
    </form>
  );
}
