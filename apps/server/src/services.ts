import type { Tick } from "@listful/checklist";
import type { ChecklistRow, DatabaseHandle } from "@listful/db";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { AppConfig } from "./env.ts";
import { createBrowserPool } from "./jobs/browser-pool.ts";
import { startMailWorker } from "./jobs/mail-worker.ts";
import { createFailureCounts } from "./lib/failure-counts.ts";
import { createHumanCheck } from "./lib/human-check.ts";
import { createJobClaims } from "./lib/job-claims.ts";
import { createSecurityEvents } from "./lib/security-events.ts";
import { readStoredDocument } from "./lib/stored-document.ts";
import type { LoadWebBuild } from "./lib/web-build.ts";
import { createAccountService } from "./modules/account/account.service.ts";
import { createAdminTeamRepository } from "./modules/admin/admin-team.repository.ts";
import { createAdminTeamService } from "./modules/admin/admin-team.service.ts";
import { createAdminTemplateRepository } from "./modules/admin/admin-templates.repository.ts";
import { createAdminTemplateService } from "./modules/admin/admin-templates.service.ts";
import { ACCESS_TOKEN_LIFETIME_MS, createAccessTokens } from "./modules/auth/access-token.ts";
import { createAuthService, RESET_FAILURE_WINDOW_MS } from "./modules/auth/auth.service.ts";
import { createPasswordResetRepository } from "./modules/auth/password-reset.repository.ts";
import { createRefreshTokenRepository } from "./modules/auth/refresh-token.repository.ts";
import { createSessionService } from "./modules/auth/session.service.ts";
import { readAccessToken } from "./modules/auth/session-cookies.ts";
import { createSessionRevocations } from "./modules/auth/session-revocations.ts";
import { createSignInThrottle, SIGN_IN_FAILURE_WINDOW_MS } from "./modules/auth/sign-in-throttle.ts";
import { createBilling } from "./modules/billing/billing.ts";
import { createBlog } from "./modules/blog/blog.ts";
import { createBookmarkRepository } from "./modules/bookmarks/bookmarks.repository.ts";
import { createBookmarkService } from "./modules/bookmarks/bookmarks.service.ts";
import { createCheckOffService } from "./modules/checklists/check-off.service.ts";
import { createChecklistRepository } from "./modules/checklists/checklists.repository.ts";
import { createChecklistService } from "./modules/checklists/checklists.service.ts";
import { createCollectionRepository } from "./modules/checklists/collection.repository.ts";
import { createCollectionService } from "./modules/checklists/collection.service.ts";
import { createConnectService } from "./modules/connect/connect.service.ts";
import { createFlowCookies } from "./modules/connect/flow-cookie.ts";
import { createIdentityRepository } from "./modules/connect/identities.repository.ts";
import type { SignInEndpoints } from "./modules/connect/provider-endpoints.ts";
import { createSignInProviders } from "./modules/connect/sign-in-providers.ts";
import { createContactRepository } from "./modules/contact/contact.repository.ts";
import { createContactService } from "./modules/contact/contact.service.ts";
import { createFolderRepository } from "./modules/folders/folders.repository.ts";
import { createFolderService } from "./modules/folders/folders.service.ts";
import { createLive } from "./modules/live/live.ts";
import { createMailRepository } from "./modules/mail/mail.repository.ts";
import { createMailService } from "./modules/mail/mail.service.ts";
import { createMailTransport } from "./modules/mail/mail-transport.ts";
import { checklistFilesAccess, createChecklistFiles } from "./modules/media/checklist-files.ts";
import { createStorage } from "./modules/media/create-storage.ts";
import { createMetrics } from "./modules/metrics/metrics.ts";
import { createPrintPage } from "./modules/pdf/print-page.ts";
import { createPrintRenderer } from "./modules/pdf/print-renderer.ts";
import { createThumbnails } from "./modules/pdf/thumbnails.ts";
import { createArticleIndex } from "./modules/search/article-index.ts";
import { createSearchRepository } from "./modules/search/search.repository.ts";
import { createSearchService } from "./modules/search/search.service.ts";
import { createEmailSendRepository } from "./modules/send-checklist/email-sends.repository.ts";
import { createSendChecklistService } from "./modules/send-checklist/send-checklist.service.ts";
import { createTemplateStatsRepository } from "./modules/templates/template-stats.repository.ts";
import { createTemplateStatsService } from "./modules/templates/template-stats.service.ts";
import { drawMissingTemplateThumbnails } from "./modules/templates/template-thumbnails.ts";
import { createTemplateRepository } from "./modules/templates/templates.repository.ts";
import { createTemplateService } from "./modules/templates/templates.service.ts";
import { createTestimonialRepository } from "./modules/testimonials/testimonials.repository.ts";
import { createTestimonialService } from "./modules/testimonials/testimonials.service.ts";
import { createUserRepository } from "./modules/user/user.repository.ts";
import { resolvePrincipal } from "./plugins/auth.ts";

export type Services = ReturnType<typeof createServices>;

/**
 * Builds every repository and service once, with the jobs behind them (mail outbox, Chromium pool, thumbnail
 * drawing), tied to the app's start and close. PDFs and thumbnails print the web app's print document, so they
 * exist only where the web app is mounted.
 */
export function createServices(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    database: DatabaseHandle;
    /** Shared counters and ended sessions when several instances run (REDIS_URL). */
    redis: Redis | undefined;
    mailWorker: boolean;
    /** The web app's server bundle, which draws the print document; none where the web app is not mounted. */
    loadWebBuild: LoadWebBuild | undefined;
    /** Where Google's and Facebook's sign-in is carried out. */
    signInEndpoints: SignInEndpoints;
  },
) {
  const { config } = options;
  const db = options.database.db;
  const users = createUserRepository(db);
  const accessTokens = createAccessTokens(config.jwtSecret);
  const security = createSecurityEvents(app.log);
  const refreshTokens = createRefreshTokenRepository(db);
  const revocations = createSessionRevocations({
    ttlMs: ACCESS_TOKEN_LIFETIME_MS,
    redis: options.redis,
    isSessionLive: refreshTokens.isFamilyLive,
  });
  app.addHook("onClose", async () => revocations.close());
  const sessions = createSessionService({
    users,
    refreshTokens,
    revocations,
    accessTokens,
    secret: config.jwtSecret,
    security,
  });

  const resets = createPasswordResetRepository(db);
  const mailRepository = createMailRepository(db);
  const metrics = createMetrics({ database: options.database, outboxBacklog: mailRepository.backlog });
  const worker = options.mailWorker
    ? startMailWorker({
        mailRepository,
        transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, directory: config.mail.directory }),
        from: config.mail.from,
        log: app.log,
        pollMs: config.mail.pollMs,
        retryBaseMs: config.mail.retryBaseMs,
      })
    : undefined;
  app.addHook("onClose", async () => worker?.stop());
  const mail = createMailService({ mailRepository, onEnqueued: () => worker?.kick() });

  const templateRepository = createTemplateRepository(db);
  const billing = createBilling({ paddle: config.paddle, db, templateRepository, log: app.log });
  const checklistRepository = createChecklistRepository(db);
  const collectionRepository = createCollectionRepository(db);
  const storage = createStorage(config);
  app.addHook("onClose", async () => storage.close());
  const checklistFiles = createChecklistFiles(storage, app.log);
  const mediaAccess = checklistFilesAccess({
    sharingOf: checklistRepository.sharingOf,
    viewerOf: async (request) =>
      (await resolvePrincipal(readAccessToken(request), { accessTokens, users, revocations }))?.user.id ??
      null,
  });

  const pool = options.loadWebBuild
    ? createBrowserPool({
        executablePath: config.pdf.chromiumPath,
        size: config.pdf.pages,
        maxQueue: config.pdf.queueMax,
        jobTimeoutMs: 20_000,
        log: app.log,
        onJobDone: metrics.observeRender,
        onBlockedRequest: (url) =>
          app.log.warn({ url: url.slice(0, 200) }, "print page tried to fetch; blocked"),
      })
    : undefined;
  const renderer =
    pool && options.loadWebBuild
      ? createPrintRenderer(
          pool,
          createPrintPage({
            app,
            loadWebBuild: options.loadWebBuild,
            backgrounds: templateRepository.listBackgrounds,
          }),
        )
      : undefined;
  const thumbnails = renderer
    ? createThumbnails({ renderer, storage, log: app.log, delayMs: 1_500, claims: createJobClaims(db) })
    : undefined;
  let warming: Promise<void> = Promise.resolve();
  app.addHook("onClose", async () => {
    // Page-one images already asked for are drawn before Chromium goes; none may be lost to a restart.
    await thumbnails?.idle();
    thumbnails?.stop();
    await warming;
    await pool?.close();
  });
  if (pool && thumbnails) {
    // A running server warms Chromium and draws the thumbnails a fresh seed lacks, without delaying start.
    app.addHook("onListen", async () => {
      warming = pool
        .warm()
        .then(() => drawMissingTemplateThumbnails({ templateRepository, thumbnails, log: app.log }))
        .catch((error: unknown) => app.log.warn({ err: error }, "could not start Chromium for PDFs"));
    });
  }

  const { live, liveHub } = createLive(app, { redis: options.redis, findById: checklistRepository.findById });
  metrics.watch({ pool, liveSockets: liveHub.size });
  const onDocumentChanged = (row: ChecklistRow, tick?: Tick) => {
    thumbnails?.schedule({
      key: checklistFiles.thumbnailKey(row.id),
      load: async () => {
        const current = await checklistRepository.findById(row.id);
        return current ? { doc: readStoredDocument(current.data), version: current.revision } : undefined;
      },
      save: (path) => checklistRepository.setImage(row.id, path),
    });
    liveHub.changed(row.id, row.revision, tick);
  };
  const checklists = createChecklistService({
    checklistRepository,
    templateRepository,
    premium: billing.premium,
    onDocumentChanged,
  });
  const folders = createFolderService({ folderRepository: createFolderRepository(db) });
  const blog = createBlog(app, config.blog, createArticleIndex(db));
  const adminTemplateRepository = createAdminTemplateRepository(db);

  return {
    accessTokens,
    revocations,
    users,
    sessions,
    humanCheck: createHumanCheck(config.recaptcha),
    auth: createAuthService({
      users,
      resets,
      sessions,
      mail,
      publicUrl: config.publicUrl,
      throttle: createSignInThrottle({
        counts: createFailureCounts({ windowMs: SIGN_IN_FAILURE_WINDOW_MS, redis: options.redis }),
        isEnforced: config.rateLimits,
      }),
      resetFailures: createFailureCounts({ windowMs: RESET_FAILURE_WINDOW_MS, redis: options.redis }),
      security,
    }),
    connect: createConnectService({
      providers: createSignInProviders(config, options.signInEndpoints),
      flows: createFlowCookies(config.jwtSecret),
      identities: createIdentityRepository(db),
      users,
      sessions,
    }),
    account: createAccountService({
      users,
      sessions,
      resets,
      checklistFiles: {
        listOf: (userId) => collectionRepository.imagesOf(userId),
        removeAll: checklistFiles.removeAll,
      },
    }),
    contact: createContactService({
      messages: createContactRepository(db),
      mail,
      teamAddress: config.contactEmail,
    }),
    templates: createTemplateService({ templateRepository }),
    templateStats: createTemplateStatsService({ stats: createTemplateStatsRepository(db) }),
    checklists,
    live,
    liveHub,
    checkOff: createCheckOffService({ checklistRepository, onDocumentChanged }),
    folders,
    collection: createCollectionService({
      checklistRepository,
      collectionRepository,
      folders,
      storage,
      files: checklistFiles,
      onDocumentChanged,
      onSharingChanged: liveHub.accessChanged,
    }),
    bookmarks: createBookmarkService({
      bookmarkRepository: createBookmarkRepository(db),
      collectionRepository,
    }),
    storage,
    mediaAccess,
    metrics,
    blog,
    testimonials: createTestimonialService({ testimonialRepository: createTestimonialRepository(db) }),
    adminTemplates: createAdminTemplateService({
      repository: adminTemplateRepository,
      templateRepository,
      storage,
      thumbnails,
      checklistExists: async (id) => (await checklistRepository.findById(id)) !== undefined,
    }),
    adminTeam: createAdminTeamService({ users, team: createAdminTeamRepository(db) }),
    search: createSearchService({
      repository: createSearchRepository(db),
      articleSource: blog.kind,
      isFree: config.isFree,
    }),
    renderer,
    thumbnails,
    premium: billing.premium,
    billing: billing.paid,
    sendChecklist: createSendChecklistService({
      checklists,
      premium: billing.premium,
      renderer,
      sends: createEmailSendRepository(db),
      mail,
      publicUrl: config.publicUrl,
    }),
  };
}
