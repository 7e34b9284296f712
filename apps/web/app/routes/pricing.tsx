import "../styles/pricing.css";
import { data } from "react-router";
import { AUTH_INTENTS } from "../features/auth/auth-intents.ts";
import { PricingFaq } from "../features/billing/pricing-faq.tsx";
import { PricingPlans } from "../features/billing/pricing-plans.tsx";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/pricing";

export function meta() {
  return pageMeta(
    "Pricing",
    "Listful is free. Premium adds every premium template, backgrounds, your own colours and handwriting fonts.",
  );
}

/** The pricing route exists only when the app is not free; in free mode it is not found. */
export async function loader({ context }: Route.LoaderArgs) {
  const pricing = await context.get(requestContext).api.request("GET /api/pricing");
  if (pricing.free) throw data(null, { status: 404 });
  return { pricing };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), AUTH_INTENTS);
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto flex max-w-80 flex-col gap-3 px-1 py-2.5 md:px-2 md:py-4">
        <div className="text-center">
          <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">Pricing</p>
          <h1 className="mt-0.3 text-3xl font-medium tracking-tight text-balance text-ink md:text-5xl">
            Free to make. Premium to make it yours.
          </h1>
          <p className="mx-auto mt-0.5 max-w-40 text-lg text-ink-soft">
            Everything you need to plan is free. Premium unlocks every template and design.
          </p>
        </div>
        <PricingPlans pricing={loaderData.pricing} />
        <PricingFaq />
      </div>
    </div>
  );
}
