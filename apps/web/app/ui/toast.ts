import { pickToastEdge } from "./toast-place.ts";
import { requestToaster, whenSettled } from "./toast-store.ts";

type ToastKind = "success" | "error" | "info";

/** Every notification stays 2000 ms (docs/PRODUCT.md, Notifications). */
export const TOAST_DURATION = 2000;

/** About how tall a toast is (title and two lines): the room looked for when placing one. */
const TOAST_HEIGHT = 100;

const TITLES: Record<ToastKind, string> = { success: "Success", error: "Error", info: "Info" };

/** Sonner's place for a toast at this edge (on phones it spans the width whatever the side). */
export function toastPosition(height: number) {
  return pickToastEdge(height) === "top" ? "top-right" : "bottom-right";
}

function show(kind: ToastKind, message: string) {
  requestToaster();
  whenSettled(() => {
    void import("sonner").then(({ toast: sonner }) => {
      sonner[kind](TITLES[kind], {
        description: message,
        duration: TOAST_DURATION,
        position: toastPosition(TOAST_HEIGHT),
      });
    });
  });
}

export type TemplateToastOptions = {
  message: string;
  /** A template's thumbnail (an image URL). */
  image: string;
  imageAlt?: string;
};

/** The one way to notify: green success, red error, blue info, and the template card with its gallery link. */
export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  template(options: TemplateToastOptions) {
    requestToaster();
    whenSettled(() => {
      void import("./template-toast.tsx").then(({ showTemplateToast }) =>
        showTemplateToast(options, TOAST_DURATION),
      );
    });
  },
};
