import type { TemplateType } from "@listful/checklist";

/**
 * The site's own pictures (`app/assets/images/`), at the hashed addresses the build gives them: a changed
 * picture gets a new address, so the server can let browsers keep each one for a year.
 */
const IMAGES = import.meta.glob<string>("../assets/images/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The address of a picture under `app/assets/images/`, named by its path there ("modals/share.svg"). */
export function imageSrc(name: string): string {
  const src = IMAGES[`../assets/images/${name}`];
  if (!src) throw new Error(`There is no picture app/assets/images/${name}.`);
  return src;
}

/** The drawing of a template type the menus and the home page show. */
export function templatePictureSrc(type: TemplateType): string {
  return imageSrc(`templates/${type}.svg`);
}

/**
 * A picture address that content names (an article's `image: /images/templates/habit-tracker.svg`): the site's
 * own pictures at their hashed addresses, any other address as it is.
 */
export function contentImageSrc(src: string): string {
  return src.startsWith("/images/")
    ? (IMAGES[`../assets/images/${src.slice("/images/".length)}`] ?? src)
    : src;
}
