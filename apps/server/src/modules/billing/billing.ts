import type { Database } from "@listful/db";
import type { FastifyBaseLogger } from "fastify";
import type { PaddleConfig } from "../../lib/paddle-config.ts";
import { createBillingService } from "./billing.service.ts";
import { createPaddleGateway } from "./paddle-gateway.ts";
import { createPremiumGate } from "./premium-gate.ts";
import { createSubscriptionRepository } from "./subscription.repository.ts";
import { createWebhookEvents } from "./webhook-events.ts";

const BACKGROUNDS_CACHE_MS = 60_000;

/**
 * Payments and premium, built once: in free mode only the premium gate exists (and lets everything
 * through); in paid mode also the Paddle gateway, the billing service and the webhook's event handler.
 */
export function createBilling(deps: {
  paddle: PaddleConfig | undefined;
  db: Database;
  /** The template library's premium flags (its repository). */
  templateRepository: {
    listBackgrounds(): Promise<readonly { id: number; isPremium: boolean }[]>;
    findById(id: number): Promise<{ isPremium: boolean } | undefined>;
  };
  log: FastifyBaseLogger;
}) {
  let premiumBackgrounds: { at: number; ids: Promise<ReadonlySet<number>> } | undefined;
  const premium = createPremiumGate({
    isPaid: deps.paddle !== undefined,
    premiumBackgroundIds: () => {
      if (!premiumBackgrounds || Date.now() - premiumBackgrounds.at > BACKGROUNDS_CACHE_MS) {
        const ids = deps.templateRepository
          .listBackgrounds()
          .then((rows) => new Set(rows.filter((row) => row.isPremium).map((row) => row.id)));
        premiumBackgrounds = { at: Date.now(), ids };
        ids.catch(() => {
          premiumBackgrounds = undefined;
        });
      }
      return premiumBackgrounds.ids;
    },
    isPremiumTemplate: async (id) => (await deps.templateRepository.findById(id))?.isPremium === true,
  });
  if (!deps.paddle) return { premium, paid: undefined };

  const gateway = createPaddleGateway(deps.paddle);
  const subscriptions = createSubscriptionRepository(deps.db);
  return {
    premium,
    paid: {
      gateway,
      billing: createBillingService({ paddle: deps.paddle, gateway, subscriptions, log: deps.log }),
      applyEvent: createWebhookEvents({ subscriptions, log: deps.log }),
    },
  };
}
