/**
 * Pages whose route `handle` says `hydrate: "idle"` (the landing page) are sent complete as HTML and CSS, with
 * React loaded after the page has loaded and the browser is idle, or at the first sign of interaction,
 * whichever comes first. The framework alone is over 100 KB gzipped, and a landing page should paint without
 * waiting for it. Until hydration, links work as plain links.
 */
export type HydrationHandle = { hydrate?: "idle" };

const MODULE_SCRIPT = /<script([^>]*?)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const BOOT_ID = "listful-boot";

/** Runs in the browser: moves the deferred module script into a live one, once. */
const LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
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
