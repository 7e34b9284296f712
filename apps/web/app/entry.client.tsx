import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { keepCouponFromAddress } from "./features/billing/coupon.ts";
import { holdToastsDuringNavigation } from "./ui/toast-store.ts";

// docs/PRODUCT.md, Subscription and pricing: a coupon in the address is kept for the visit, before any page
// reads it.
keepCouponFromAddress(window.location.search);

// From the hydrateRoot call on React hears every click, and hydrates whatever is clicked at once. A page that
// hydrates late (lib/idle-hydration.server.ts) keeps a click that came before, and carries it out once hydrated.
dispatchEvent(new Event("listful:hydrating"));

// A toast raised during a navigation (the welcome an action raises before it redirects) shows on the page the
// navigation ends on, placed for that page: the router says when one starts, before React has drawn anything.
// A fetcher's submission counts too: its action may redirect (deleting the account goes home), and the router's
// `fetch` ends only once that navigation, or the reload of the page's data after the action, is done.
const toastsAfterNavigations: ClientInstrumentation = {
  router({ instrument }) {
    // A step through history (`navigate(-1)`) is not held: it may go nowhere, and then never ends.
    instrument({
      navigate: async (navigate, { to }) => {
        await (typeof to === "number" ? navigate() : holdToastsDuringNavigation(navigate));
      },
      fetch: async (fetch) => {
        await holdToastsDuringNavigation(fetch);
      },
    });
  },
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[toastsAfterNavigations]} />
    </StrictMode>,
  );
});
