/** A coupon is kept in session storage under 'coupon' and restored at app start. */
const KEY = "coupon";

/** The coupon this tab keeps, if any (storage may be blocked: then there is none). */
export function readCoupon(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepCoupon(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the coupon lives only in the pricing page's field.
  }
}

/** At app start: a `?coupon=CODE` in the address is kept for the rest of the visit. */
export function keepCouponFromAddress(search: string): void {
  const code = new URLSearchParams(search).get(KEY)?.trim();
  if (code && /^[A-Za-z0-9_-]{1,64}$/.test(code)) keepCoupon(code.toUpperCase());
}
