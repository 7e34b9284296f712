/**
 * Runs in the browser as soon as the editor's server-drawn frame is parsed (EditorSkeleton), before any
 * script file: a tap on one of the frame's controls (the mode switch, Save, the panel's tabs) is kept, the
 * last one, and carried out on the editor's own control of the same `data-control` once the editor has
 * replaced the frame. The frame's controls do nothing themselves, before hydration or after, so nothing is
 * done twice. The press goes out as the pointer's whole sequence: Radix's tabs switch on mousedown.
 */
export const EARLY_TAP_SCRIPT = `(() => {
  const frame = document.currentScript.parentElement;
  let wanted = null;
  frame.addEventListener("click", (event) => {
    const control = event.target instanceof Element ? event.target.closest("[data-control]") : null;
    if (control) wanted = control.dataset.control;
  });
  new MutationObserver((_, observer) => {
    if (frame.isConnected) return;
    observer.disconnect();
    const control = wanted && document.querySelector('[data-control="' + wanted + '"]');
    if (!control) return;
    const press = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: "mouse" };
    control.dispatchEvent(new PointerEvent("pointerdown", press));
    control.dispatchEvent(new MouseEvent("mousedown", press));
    control.dispatchEvent(new PointerEvent("pointerup", press));
    control.dispatchEvent(new MouseEvent("mouseup", press));
    control.click();
  }).observe(document.body, { childList: true, subtree: true });
})();`;

/**
 * Runs right after the server-drawn first page: shows it once the fonts its text needs have loaded (at most
 * 3 s later), so its text shows at once in its own fonts, never first in a fallback that then jumps (the
 * editor that replaces it draws the same text, the same size).
 */
export const REVEAL_SCRIPT = `(() => {
  const page = document.currentScript.previousElementSibling;
  const show = () => page.removeAttribute("data-fonts-pending");
  setTimeout(show, 3000);
  requestAnimationFrame(() => setTimeout(() => document.fonts.ready.then(show)));
})();`;
