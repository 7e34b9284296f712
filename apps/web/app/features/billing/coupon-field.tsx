import type { DiscountResponse } from "@listful/contracts";
import { type FormEvent, useId, useState } from "react";
import { api } from "../../lib/api.ts";
import { apiReason, isNotFound } from "../../lib/api-errors.ts";
import { Button } from "../../ui/button.tsx";
import { keepCoupon } from "./coupon.ts";

const INVALID = "This coupon code is not valid.";

/** What a coupon takes off, in words. */
export function describeDiscount(discount: DiscountResponse): string {
  if (discount.type === "percentage") return `${Number(discount.amount)}% off`;
  const amount = Number(discount.amount) / 100;
  return `${discount.currency ? `${amount.toFixed(2)} ${discount.currency}` : amount} off`;
}

/** The coupon field: checks the code with the API, then keeps it for the checkout (and this visit). */
export function CouponField({
  coupon,
  onChange,
}: {
  coupon: { code: string; discount: DiscountResponse | null } | null;
  onChange: (coupon: { code: string; discount: DiscountResponse | null } | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("coupon") ?? "")
      .trim()
      .toUpperCase();
    if (!code) return;
    setPending(true);
    setError(null);
    try {
      const discount = await api.request("GET /api/discount/:code", { params: { code } });
      keepCoupon(code);
      onChange({ code, discount });
    } catch (failure) {
      // No such coupon, or no answer: the code is not one to use. Any other refusal says why.
      setError(isNotFound(failure) ? INVALID : (apiReason(failure) ?? INVALID));
    } finally {
      setPending(false);
    }
  }

  if (coupon?.discount) {
    return (
      <p className="flex flex-wrap items-center justify-center gap-0.5 text-ink-soft">
        Coupon <strong className="text-ink">{coupon.code}</strong>: {describeDiscount(coupon.discount)}.
        <button
          type="button"
          className="font-medium text-primary-700 hover:underline"
          onClick={() => {
            keepCoupon(null);
            onChange(null);
          }}
        >
          Remove
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={apply} noValidate className="mx-auto flex w-full max-w-30 flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Have a coupon?
      </label>
      <div className="flex gap-0.5">
        <input
          id={id}
          name="coupon"
          defaultValue={coupon?.code ?? ""}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-xl border border-line bg-white px-1 py-0.5 uppercase text-ink"
        />
        <Button type="submit" variant="secondary" pending={pending}>
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
