import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import type { PublicConfig } from "@listful/contracts";
import type { DatabaseHandle } from "@listful/db";
import Fastify, { type FastifyInstance } from "fastify";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "./env.ts";
import { notFound } from "./errors.ts";
import { createBrowserPool } from "./jobs/browser-pool.ts";
import { startMailWorker } from "./jobs/mail-worker.ts";
import { createHumanCheck } from "./lib/human-check.ts";
import { readStoredDocument } from "./lib/stored-document.ts";
import { createAccessTokens } from "./modules/auth/access-token.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createPasswordResetRepository } from "./modules/auth/password-reset.repository.ts";
import { createRefreshTokenRepository } from "./modules/auth/refresh-token.repository.ts";
import { createSessionService } from "./modules/auth/session.service.ts";
import { createBookmarkRepository } from "./modules/bookmarks/bookmarks.repository.ts";
import { bookmarkRoutes } from "./modules/bookmarks/bookmarks.routes.ts";
import { createChecklistRepository } from "./modules/checklists/checklists.repository.ts";
import { checklistRoutes } from "./modules/checklists/checklists.routes.ts";
import { createChecklistService } from "./modules/checklists/checklists.service.ts";
import { createCollectionRepository } from "./modules/checklists/collection.repository.ts";
import { collectionRoutes } from "./modules/checklists/collection.routes.ts";
import { createCollectionService } from "./modules/checklists/collection.service.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { createContactService } from "./modules/contact/contact.service.ts";
import { createEmailSendRepository } from "./modules/email/email-sends.repository.ts";
import { sendChecklistRoutes } from "./modules/email/send-checklist.routes.ts";
import { createSendChecklistService } from "./modules/email/send-checklist.service.ts";
import { createFolderRepository } from "./modules/folders/folders.repository.ts";
import { folderRoutes } from "./modules/folders/folders.routes.ts";
import { createFolderService } from "./modules/folders/folders.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createMailRepository } from "./modules/mail/mail.repository.ts";
import { createMailService } from "./modules/mail/mail.service.ts";
import { createMailTransport } from "./modules/mail/mail-transport.ts";
import { createChecklistFiles } from "./modules/media/checklist-files.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { createLocalStorage } from "./modules/media/storage.ts";
import { pdfRoutes } from "./modules/pdf/pdf.routes.ts";
import { createPreviews, type Previews } from "./modules/pdf/previews.ts";
import { createPrintPage } from "./modules/pdf/print-page.ts";
import { createPrintRenderer } from "./modules/pdf/print-renderer.ts";
import { drawMissingTemplatePreviews } from "./modules/templates/template-previews.ts";
import { createTemplateStatsRepository } from "./modules/templates/template-stats.repository.ts";
import { templateStatsRoutes } from "./modules/templates/template-stats.routes.ts";
import { createTemplateRepository } from "./modules/templates/templates.repository.ts";
import { templateRoutes } from "./modules/templates/templates.routes.ts";
import { createUserRepository } from "./modules/user/user.repository.ts";
import { userRoutes } from "./modules/user/user.routes.ts";
import { createUserService } from "./modules/user/user.service.ts";
import { installAuthGuard } from "./plugins/auth.ts";
import { installErrorHandler } from "./plugins/error-handler.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurity } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Mount the React Router app (off in API tests, which have no web build). */
  web?: { devServer?: ViteDevServer } | false;
  /** Run the mail outbox worker in this process. */
  mailWorker?: boolean;
  logger?: boolean;
  /** Where the log lines go (standard output unless set); tests read them here. */
  logStream?: { write(line: string): void };
};

const BODY_LIMIT = 256 * 1024;

export type RouteEntry = { method: string; url: string; isPublic: boolean };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with whether it is open to guests: the security tests walk it. */
    routeTable: readonly RouteEntry[];
    /** Page-one images, where the web app (and so printing) is mounted. */
    previews: Previews | undefined;
  }
}

/** Builds the whole application; `server.ts` only listens. Tests call this and use `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, isPublic: route.config?.public === true });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.setNotFoundHandler(() => {
    throw notFound("Not found.");
  });

  await app.register(cookie);
  await registerSecurity(app, config);
  await registerRateLimits(app, config);

  const secureCookies = config.publicUrl.startsWith("https://");
  const db = database.db;
  const users = createUserRepository(db);
  const accessTokens = createAccessTokens(config.jwtSecret);
  const sessions = createSessionService({
    users,
    refreshTokens: createRefreshTokenRepository(db),
    accessTokens,
  });
  const mailRepository = createMailRepository(db);
  const worker =
    options.mailWorker === false
      ? undefined
      : startMailWorker({
          mail: mailRepository,
          transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, directory: config.mail.directory }),
          from: config.mail.from,
          log: app.log,
          pollMs: config.mail.pollMs,
          retryBaseMs: config.mail.retryBaseMs,
        });
  app.addHook("onClose", async () => worker?.stop());
  const mail = createMailService({ mail: mailRepository, onEnqueued: () => worker?.kick() });
  const auth = createAuthService({
    users,
    resets: createPasswordResetRepository(db),
    sessions,
    mail,
    publicUrl: config.publicUrl,
  });
  const humanCheck = createHumanCheck(config.recaptcha);

  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { uploadsDir: config.uploadsDir });
  const templates = createTemplateRepository(db);
  const checklistRepository = createChecklistRepository(db);
  const storage = createLocalStorage(config.uploadsDir);
  const checklistFiles = createChecklistFiles(storage, app.log);

  // PDFs and previews print the web app's print route, so they exist only where the web app is mounted.
  const withPrinting = options.web !== false;
  const pool = withPrinting
    ? createBrowserPool({
        executablePath: config.pdf.chromiumPath,
        size: config.pdf.pages,
        maxQueue: config.pdf.queueMax,
        jobTimeoutMs: 20_000,
        log: app.log,
        onBlockedRequest: (url) =>
          app.log.warn({ url: url.slice(0, 200) }, "print page tried to fetch; blocked"),
      })
    : undefined;
  const renderer = pool
    ? createPrintRenderer(pool, createPrintPage(app, new URL(config.publicUrl).origin))
    : undefined;
  const previews: Previews | undefined = renderer
    ? createPreviews({ renderer, storage, log: app.log, delayMs: 1_500 })
    : undefined;
  app.decorate("previews", previews);
  app.addHook("onClose", async () => {
    previews?.stop();
    await pool?.close();
  });
  if (pool && previews) {
    // A running server warms Chromium and draws the previews a fresh seed lacks, without delaying start.
    app.addHook("onListen", async () => {
      void pool
        .warm()
        .then(() => drawMissingTemplatePreviews({ templates, previews, log: app.log }))
        .catch((error: unknown) => app.log.warn({ err: error }, "could not start Chromium for PDFs"));
    });
  }
  const checklists = createChecklistService({
    checklists: checklistRepository,
    templates,
    onDocumentChanged: (row) =>
      previews?.schedule({
        key: checklistFiles.previewKey(row.id),
        load: async () => {
          const current = await checklistRepository.findById(row.id);
          return current ? { doc: readStoredDocument(current.data), version: current.revision } : undefined;
        },
        save: (path) => checklistRepository.setImage(row.id, path),
      }),
  });
  const folders = createFolderService({ folders: createFolderRepository(db) });
  const collectionRepository = createCollectionRepository(db);
  const collection = createCollectionService({
    checklists: checklistRepository,
    collection: collectionRepository,
    folders,
    storage,
    files: checklistFiles,
    onDocumentChanged: (row) => checklists.documentChanged(row),
  });

  await app.register(async (api) => {
    // The API speaks JSON only: without a text/plain parser such bodies get 415.
    api.removeContentTypeParser("text/plain");
    installAuthGuard(api, { accessTokens, users });
    await api.register(authRoutes, { auth, sessions, humanCheck, secureCookies });
    await api.register(userRoutes, {
      users: createUserService({
        users,
        sessions,
        checklistFiles: {
          listOf: (userId) => collectionRepository.imagesOf(userId),
          removeAll: checklistFiles.removeAll,
        },
      }),
      secureCookies,
    });
    await api.register(contactRoutes, {
      contact: createContactService({ db, mail, teamAddress: config.contactEmail }),
      humanCheck,
    });
    await api.register(templateRoutes, { templates });
    await api.register(templateStatsRoutes, { stats: createTemplateStatsRepository(db) });
    await api.register(checklistRoutes, { checklists, db });
    await api.register(collectionRoutes, { collection });
    await api.register(folderRoutes, { folders });
    await api.register(bookmarkRoutes, { bookmarks: createBookmarkRepository(db), collection });
    if (renderer) await api.register(pdfRoutes, { renderer });
    await api.register(sendChecklistRoutes, {
      send: createSendChecklistService({
        checklists,
        renderer,
        sends: createEmailSendRepository(db),
        mail,
        publicUrl: config.publicUrl,
      }),
    });
    const unknownEndpoint = async () => {
      throw notFound("There is no such API endpoint.");
    };
    api.all("/api", { config: { public: true } }, unknownEndpoint);
    api.all("/api/*", { config: { public: true } }, unknownEndpoint);
  });

  if (options.web !== false) {
    const publicConfig: PublicConfig = {
      publicUrl: config.publicUrl,
      isFree: true,
      blogUrl: config.blogUrl,
      recaptchaSiteKey: config.recaptcha.siteKey ?? null,
    };
    await app.register(webPlugin, {
      devServer: options.web?.devServer,
      accessTokens,
      users,
      sessions,
      publicConfig,
      secureCookies,
    });
  }

  return app;
}
