import type { DatabaseHandle } from "@listful/db";
import type { FastifyInstance } from "fastify";
import { notFound } from "./errors.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { webhookRoutes } from "./modules/billing/webhook.routes.ts";
import { blogRoutes } from "./modules/blog/blog.routes.ts";
import { bookmarkRoutes } from "./modules/bookmarks/bookmarks.routes.ts";
import { checklistRoutes } from "./modules/checklists/checklists.routes.ts";
import { collectionRoutes } from "./modules/checklists/collection.routes.ts";
import { connectRoutes } from "./modules/connect/connect.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { folderRoutes } from "./modules/folders/folders.routes.ts";
import { healthRoutes, type Lifecycle } from "./modules/health/health.routes.ts";
import { liveRoutes } from "./modules/live/live.routes.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { metricsRoutes } from "./modules/metrics/metrics.routes.ts";
import { pdfRoutes } from "./modules/pdf/pdf.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { sendChecklistRoutes } from "./modules/send-checklist/send-checklist.routes.ts";
import { templateStatsRoutes } from "./modules/templates/template-stats.routes.ts";
import { templateRoutes } from "./modules/templates/templates.routes.ts";
import { testimonialRoutes } from "./modules/testimonials/testimonials.routes.ts";
import { installAuthGuard, NO_SUCH_ENDPOINT } from "./plugins/auth.ts";
import type { Services } from "./services.ts";

/** Where an API call to no endpoint lands: a JSON 404, not the web app's page. */
export const API_FALLBACK_URLS = ["/api", "/api/*"] as const;

/** Every route of the server but the web app's pages: health, stored files, and the API's endpoints. */
export async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  options: {
    database: DatabaseHandle;
    lifecycle: Lifecycle;
    secureCookies: boolean;
    metricsToken: string | undefined;
    /** Where the site is served: a live connection opens only from its pages. */
    publicUrl: string;
  },
) {
  const { secureCookies } = options;
  await app.register(healthRoutes, { database: options.database, lifecycle: options.lifecycle });
  await app.register(metricsRoutes, { metrics: services.metrics, token: options.metricsToken });
  await app.register(mediaRoutes, { storage: services.storage, access: services.mediaAccess });

  await app.register(async (api) => {
    // The API speaks JSON only: without a text/plain parser such bodies get 415.
    api.removeContentTypeParser("text/plain");
    installAuthGuard(api, services);
    await api.register(authRoutes, { ...services, secureCookies });
    await api.register(connectRoutes, { connect: services.connect, secureCookies });
    await api.register(accountRoutes, { account: services.account, secureCookies });
    await api.register(contactRoutes, services);
    await api.register(templateRoutes, services);
    await api.register(templateStatsRoutes, { stats: services.templateStats });
    await api.register(checklistRoutes, services);
    await api.register(collectionRoutes, { ...services, secureCookies });
    await api.register(liveRoutes, { ...services, publicUrl: options.publicUrl });
    await api.register(folderRoutes, services);
    await api.register(bookmarkRoutes, services);
    await api.register(blogRoutes, services);
    await api.register(searchRoutes, services);
    await api.register(testimonialRoutes, services);
    await api.register(adminRoutes, services);
    if (services.renderer) {
      await api.register(pdfRoutes, { renderer: services.renderer, premium: services.premium });
    }
    await api.register(billingRoutes, { billing: services.billing?.billing });
    await api.register(webhookRoutes, { paid: services.billing });
    await api.register(sendChecklistRoutes, { send: services.sendChecklist });
    const unknownEndpoint = async () => {
      throw notFound(NO_SUCH_ENDPOINT);
    };
    for (const url of API_FALLBACK_URLS) api.all(url, { config: { public: true } }, unknownEndpoint);
  });
}
