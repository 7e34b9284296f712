import { toast as sonner } from "sonner";
import { HREFS } from "../lib/hrefs.ts";
import { AppLink } from "./app-link.tsx";
import { buttonClass } from "./button.tsx";
import { type TemplateToastOptions, toastPosition } from "./toast.ts";

/** The card with its picture is taller than a plain toast. */
const TEMPLATE_TOAST_HEIGHT = 150;

/** The success card with a template picture and a way to the gallery. */
export function showTemplateToast(options: TemplateToastOptions, duration: number) {
  sonner.custom(
    (id) => (
      // Sonner's list is already a live region: no role of its own, or it would be announced twice.
      <div className="flex w-22.5 max-w-[calc(100vw-2rem)] gap-1 rounded-2xl border border-[#b6ebcd] bg-white p-1 shadow-lift">
        <img
          src={options.image}
          alt={options.imageAlt ?? ""}
          width={64}
          height={90}
          className="h-5.5 w-4 shrink-0 rounded-md border border-line bg-white object-cover"
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium text-success">Success</p>
          <p className="text-sm text-ink-soft">{options.message}</p>
          <AppLink
            to={HREFS.gallery}
            onClick={() => sonner.dismiss(id)}
            className={buttonClass({ size: "sm", className: "mt-0.3 self-start" })}
          >
            Check templates
          </AppLink>
        </div>
      </div>
    ),
    { duration, position: toastPosition(TEMPLATE_TOAST_HEIGHT) },
  );
}
