// A stand-in of Paddle.js v2 and its overlay checkout, served in place of Paddle's CDN script. It draws a small
// checkout with the price, the customer's e-mail and the coupon; "Pay now" asks the Paddle stand-in server to
// complete the checkout, which sends the signed webhooks to the app, then tells the page checkout.completed.
import type { Page } from "@playwright/test";

const PADDLE_JS = "https://cdn.paddle.com/paddle/v2/paddle.js";
const CHECKOUT_SERVICE = "https://sandbox-checkout-service.paddle.com/stand-in/complete";

const SCRIPT = `
(() => {
  const PRICES = { pri_01monthly: 600, pri_01yearly: 4800 };
  const COUPONS = { WELCOME20: 20 };
  const money = (cents) => "$" + (cents / 100).toFixed(2);
  const total = (priceId, code) => Math.round((PRICES[priceId] || 0) * (1 - (COUPONS[code] || 0) / 100));
  let callback = () => {};
  let overlay = null;
  window.PaddleBillingV1 = {
    Initialized: false,
    Environment: { set() {} },
    Initialize(options) { callback = options.eventCallback || callback; this.Initialized = true; },
    Update(options) { callback = options.eventCallback || callback; },
    PricePreview({ items, discountCode }) {
      return Promise.resolve({ data: { details: { lineItems: items.map((item) => ({
        price: { id: item.priceId },
        formattedTotals: { total: money(total(item.priceId, discountCode)) },
      })) } } });
    },
    Checkout: {
      open(options) {
        const item = options.items[0];
        overlay = document.createElement("div");
        overlay.setAttribute("role", "dialog");
        overlay.setAttribute("aria-label", "Paddle checkout");
        overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:grid;place-items:center";
        const box = document.createElement("div");
        box.style.cssText = "background:#fff;padding:24px;border-radius:12px;min-width:280px;font-family:sans-serif";
        const line = (text) => { const p = document.createElement("p"); p.textContent = text; box.append(p); };
        line("Total today: " + money(total(item.priceId, options.discountCode)));
        line("E-mail: " + ((options.customer && options.customer.email) || ""));
        line("Coupon: " + (options.discountCode || "none"));
        const pay = document.createElement("button");
        pay.textContent = "Pay now";
        pay.onclick = async () => {
          pay.disabled = true;
          await fetch("${CHECKOUT_SERVICE}", { method: "POST", body: JSON.stringify({
            priceId: item.priceId, userId: options.customData && options.customData.userId, discountCode: options.discountCode || null,
          }) });
          callback({ name: "checkout.completed", data: {} });
        };
        const close = document.createElement("button");
        close.textContent = "Close checkout";
        close.onclick = () => { window.PaddleBillingV1.Checkout.close(); callback({ name: "checkout.closed", data: {} }); };
        box.append(pay, close);
        overlay.append(box);
        document.body.append(overlay);
      },
      close() { if (overlay) overlay.remove(); overlay = null; },
    },
  };
})();
`;

/** Serves the Paddle.js stand-in to this page and forwards its "payment" to the Paddle stand-in server. */
export async function routePaddle(page: Page, standInUrl: string) {
  await page.route(PADDLE_JS, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: SCRIPT }),
  );
  await page.route(CHECKOUT_SERVICE, async (route) => {
    const response = await fetch(`${standInUrl}/__checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: route.request().postData() ?? "{}",
    });
    await route.fulfill({
      status: response.status,
      contentType: "application/json",
      body: await response.text(),
    });
  });
}
