import {
  type Checklist,
  listAddedPremiumFeatures,
  PREMIUM_FEATURE_NAMES,
  type PremiumFeature,
} from "@listful/checklist";
import type { UserRow } from "@listful/db";
import { PremiumRequiredError } from "../../domain-errors.ts";
import { isSubscribed } from "./plan.ts";

export type Subscriber = Pick<UserRow, "planType" | "planStatus" | "planEndsAt">;

export type PremiumGate = ReturnType<typeof createPremiumGate>;

const TEMPLATE_MESSAGE = "This is a premium template. Upgrade to Premium to use or download it.";

/**
 * Where premium is enforced. In free mode it lets everything through. Otherwise someone without a
 * subscription may not add premium features to a document (what a saved document already has stays: an
 * ended subscription never locks a person out of their own work), nor print, download or send one that
 * uses them, nor start from a premium template.
 */
export function createPremiumGate(deps: {
  isPaid: boolean;
  premiumBackgroundIds: () => Promise<ReadonlySet<number>>;
  isPremiumTemplate: (templateId: number) => Promise<boolean>;
}) {
  const allows = (user: Subscriber | null | undefined) => !deps.isPaid || (user ? isSubscribed(user) : false);

  async function refuseAdded(
    user: Subscriber | null | undefined,
    next: Checklist,
    saved: Checklist | undefined,
  ) {
    if (allows(user)) return;
    const options = { premiumBackgroundIds: await deps.premiumBackgroundIds() };
    const added = listAddedPremiumFeatures(next, saved, options);
    if (added.length > 0) throw new PremiumRequiredError(featuresMessage(added));
  }

  return {
    /** A save: refuses only premium features the saved copy did not have. */
    checkSave: (user: Subscriber, next: Checklist, saved: Checklist | undefined) =>
      refuseAdded(user, next, saved),
    /** A PDF, print or e-mail: refuses a document that uses premium features. */
    checkOutput: (user: Subscriber | null | undefined, doc: Checklist) => refuseAdded(user, doc, undefined),
    async checkTemplate(user: Subscriber | null | undefined, templateId: number | null | undefined) {
      if (!templateId || allows(user)) return;
      if (await deps.isPremiumTemplate(templateId)) throw new PremiumRequiredError(TEMPLATE_MESSAGE);
    },
  };
}

function featuresMessage(features: readonly PremiumFeature[]): string {
  const names = features.map((feature) => PREMIUM_FEATURE_NAMES[feature]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `This checklist uses ${list}, part of Premium. Upgrade, or reset the premium features to continue.`;
}
