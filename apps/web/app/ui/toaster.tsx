import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION } from "./toast.ts";

export function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION}
      offset={{ top: "5.5rem", right: "1.5rem" }}
      mobileOffset={{ top: "4.75rem" }}
      toastOptions={{ closeButtonAriaLabel: "Close notification" }}
    />
  );
}
