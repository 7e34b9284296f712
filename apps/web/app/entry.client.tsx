import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepCouponFromAddress } from "./features/billing/coupon.ts";

// SPEC section 3: a coupon in the address is kept for the visit, before any page reads it.
keepCouponFromAddress(window.location.search);

// From the hydrateRoot call on React hears every click, and hydrates whatever is clicked at once. A page that
// hydrates late (lib/idle-hydration.server.ts) keeps a click that came before, and carries it out once hydrated.
dispatchEvent(new Event("listful:hydrating"));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
