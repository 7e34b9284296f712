/**
 * Pages whose route `handle` says `hydrate: "idle"` (the landing page) are sent complete as HTML and CSS, with
 * React loaded after the page has loaded and the browser is idle, or at the first sign of interaction,
 * whichever comes first. The framework alone is over 100 KB gzipped, and a landing page should paint without
 * waiting for it. Until hydration, links work as plain links, and a click on a button is carried out once it
 * is done.
 */
export type HydrationHandle = { hydrate?: "idle" };

const MODULE_SCRIPT = /<script([^>]*?)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const BOOT_ID = "listful-boot";

/**
 * Runs in the browser: moves the deferred module script into a live one, once. A click on a control that
 * needs script (a button that submits no form) before React listens (entry.client.tsx says when, with a
 * "listful:hydrating" event) is kept, the last one, and carried out once the page has hydrated (root.tsx marks that
 * with data-hydrated): a tap on the menu right after the page shows opens it a moment later instead of
 * doing nothing. Links and GET forms work as they are. A POST form sent before then (signing in with a
 * password manager's fill and Enter) is held too and sent once the page has hydrated: its action runs in the
 * browser, so sent as plain HTML it would reach a server that has none.
 */
const LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  const root = document.documentElement;
  let started = false;
  let held = null;
  let heldForm = null;
  let heldSubmitter = null;
  let isReactListening = false;
  addEventListener("listful:hydrating", () => { isReactListening = true; }, { once: true });
  const hold = (event) => {
    if (isReactListening) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && !(button.form && button.type === "submit")) held = button;
  };
  addEventListener("click", hold, true);
  const holdForm = (event) => {
    const form = event.target;
    if (isReactListening || !(form instanceof HTMLFormElement) || form.method !== "post") return;
    event.preventDefault();
    heldForm = form;
    heldSubmitter = event.submitter;
    start();
  };
  addEventListener("submit", holdForm, true);
  new MutationObserver((_, observer) => {
    if (!("hydrated" in root.dataset)) return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    removeEventListener("submit", holdForm, true);
    if (held && held.isConnected) held.click();
    if (heldForm && heldForm.isConnected) {
      heldForm.requestSubmit(heldSubmitter && heldSubmitter.form === heldForm ? heldSubmitter : null);
    }
    held = null;
    heldForm = null;
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  const events = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "scroll"];
  const start = () => {
    if (started) return;
    started = true;
    events.forEach((name) => removeEventListener(name, start, true));
    const source = document.getElementById("${BOOT_ID}");
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = source.textContent;
    document.body.append(script);
  };
  events.forEach((name) => addEventListener(name, start, { capture: true, passive: true }));
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
})();`;

export function deferHydration(html: string, nonce: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [whole, , , body] = match;
  const inert = `<script type="text/plain" id="${BOOT_ID}">${body}</script><script nonce="${nonce}">${LOADER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, inert);
}
