import { requestToaster, whenSettled } from "./toast-store.ts";

type ToastKind = "success" | "error" | "info";

/** SPEC section 9: every notification stays 2000 ms. */
export const TOAST_DURATION = 2000;

const TITLES: Record<ToastKind, string> = { success: "Success", error: "Error", info: "Info" };

function show(kind: ToastKind, message: string) {
  requestToaster();
  whenSettled(() => {
    void import("sonner").then(({ toast: sonner }) => {
      sonner[kind](TITLES[kind], { description: message, duration: TOAST_DURATION });
    });
  });
}

export type TemplateToastOptions = {
  message: string;
  /** A template preview (an image URL). */
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
