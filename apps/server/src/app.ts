import { randomUUID } from "node:crypto";
import { toNodeHandler } from "better-auth/node";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createJobWorkers } from "./job-workers.ts";
import { createAdminModule } from "./modules/admin/index.ts";
import { type AiProvider, createAiModule, createAiProvider } from "./modules/ai/index.ts";
import { createAnalyticsModule } from "./modules/analytics/index.ts";
import { createAuthModule, createSessionReader, identityTables } from "./modules/auth/index.ts";
import { createBillingModule } from "./modules/billing/index.ts";
import { createCasePredictionModule } from "./modules/case-prediction/index.ts";
import { createClientsModule } from "./modules/clients/index.ts";
import { createContactModule } from "./modules/contact/index.ts";
import { createContractReviewModule } from "./modules/contract-review/index.ts";
import { createCorpusImportModule } from "./modules/corpus/index.ts";
import { createCourtFilingModule } from "./modules/court-filing/index.ts";
import { createDashboardModule } from "./modules/dashboard/index.ts";
import { createDeadlinesModule } from "./modules/deadlines/index.ts";
import { createDevMailboxModule } from "./modules/dev-mailbox/index.ts";
import { createDocumentAutomationModule } from "./modules/document-automation/index.ts";
import { createEntitySettingsModule } from "./modules/entity-settings/index.ts";
import { createFilesModule } from "./modules/files/index.ts";
import { createFirmsModule, findMembershipForUser } from "./modules/firms/index.ts";
import { createHealthModule } from "./modules/health/index.ts";
import { createLegalResearchModule } from "./modules/legal-research/index.ts";
import { createLegalWritingModule } from "./modules/legal-writing/index.ts";
import { createMattersModule } from "./modules/matters/index.ts";
import { createNotificationsModule } from "./modules/notifications/index.ts";
import { createOfficeModule } from "./modules/office/index.ts";
import { createPlansModule } from "./modules/plans/index.ts";
import { createPortalModule, portalPrincipal } from "./modules/portal/index.ts";
import { createProfileModule } from "./modules/profile/index.ts";
import { createSettingsModule } from "./modules/settings/index.ts";
import { createStaffModule } from "./modules/staff/index.ts";
import { createSubscriptionsModule } from "./modules/subscriptions/index.ts";
import { createTasksModule } from "./modules/tasks/index.ts";
import { createTimeModule } from "./modules/time/index.ts";
import { createTrustModule } from "./modules/trust/index.ts";
import { installApiDocument } from "./platform/api-document.ts";
import { type Auth, createAuth, IDENTITY_BASE_PATH } from "./platform/auth.ts";
import type { AppConfig } from "./platform/config.ts";
import type { Database } from "./platform/db.ts";
import type { FileStorage } from "./platform/file-storage.ts";
import { createConfiguredFileStorage } from "./platform/file-storage-s3.ts";
import { installErrorHandling } from "./platform/http-errors.ts";
import { installIdentity } from "./platform/identity.ts";
import { installInputGuard } from "./platform/input-guard.ts";
import type { JobQueue } from "./platform/jobs/index.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { installMetrics } from "./platform/metrics.ts";
import { installNoStoreForSignedInAnswers, installSameOriginGuard } from "./platform/request-origin.ts";
import { ResponseCache, startChangeNoteCompaction } from "./platform/response-cache.ts";
import { securityHeadersFor } from "./platform/security-headers.ts";
import { installUploads } from "./platform/uploads.ts";
import { installJsonCompression, serveWebApp } from "./platform/web-app.ts";

export type AppDeps = {
  config: AppConfig;
  database: Database;
  /** The background job queue, started on `database`; whoever started it runs its workers and stops it. */
  jobs: JobQueue;
  auth?: Auth;
  mailer?: Mailer;
  fileStorage?: FileStorage;
  /** The language model behind the AI tools; by default the one AI_BASE_URL names, else the local engine. */
  ai?: AiProvider;
};

/** Builds the whole HTTP application: every module is mounted here, in one list. */
export async function buildApp({
  config,
  database,
  jobs,
  auth = createAuth(database.db, config, identityTables),
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Helmet's headers, worked out once (securityHeadersFor); files set their own policy (a sandbox) over
  // this one. Every answer also names its request.
  const securityHeaders = securityHeadersFor({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.publicUrl.startsWith("https://"),
  });
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    reply.raw.setHeader("x-request-id", request.id);
    done();
  });
  await installApiDocument(app, "0.1.0");
  await installUploads(app);

  const mailer =
    deps.mailer ??
    createMailer({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  const fileStorage = deps.fileStorage ?? createConfiguredFileStorage(config);
  const ai = deps.ai ?? createAiProvider(config);
  // Every process registers every worker, so its routes can enqueue any kind; main.ts decides whether
  // this one also runs them.
  await jobs.register(createJobWorkers({ db: database.db, config, mailer, fileStorage, ai }));

  installErrorHandling(app);
  installSameOriginGuard(app, config);
  installInputGuard(app);
  installNoStoreForSignedInAnswers(app);
  installIdentity(app, {
    readSession: await createSessionReader({ auth, db: database.db, secret: config.authSecret }),
    findMembershipForUser: (userId) => findMembershipForUser(database.db, userId),
    portal: portalPrincipal(database.db),
    responseCache:
      config.responseCacheBytes > 0 ? new ResponseCache({ maxBytes: config.responseCacheBytes }) : null,
  });
  // After the response cache's hook, which keeps an answer's plain text.
  installJsonCompression(app);
  installMetrics(app, { token: config.metricsToken, database, jobs });
  if (config.responseCacheBytes > 0) {
    const compaction = startChangeNoteCompaction({ db: database.db, log: app.log });
    app.addHook("onClose", async () => compaction.stop());
  }

  const modules = [
    createHealthModule({ database }),
    createAuthModule({ db: database.db, auth, config, mailer }),
    createSettingsModule({ db: database.db }),
    createProfileModule({ db: database.db, auth, config, mailer }),
    createDashboardModule({ db: database.db }),
    createDevMailboxModule({ db: database.db, config }),
    createStaffModule({ db: database.db, jobs }),
    createSubscriptionsModule({ db: database.db }),
    createAdminModule({ db: database.db, config, mailer, jobs }),
    createPlansModule({ db: database.db }),
    createEntitySettingsModule({ db: database.db }),
    createContactModule({ db: database.db, mailer }),
    createClientsModule({ db: database.db, config }),
    createMattersModule({ db: database.db, config }),
    createFirmsModule({ db: database.db }),
    createTimeModule({ db: database.db, config }),
    createTasksModule({ db: database.db, config }),
    createDeadlinesModule({ db: database.db, config }),
    createTrustModule({ db: database.db, fileStorage }),
    createFilesModule({ db: database.db, fileStorage }),
    createBillingModule({ db: database.db, config, mailer, fileStorage, jobs }),
    createAiModule({ db: database.db, ai }),
    createLegalResearchModule({ db: database.db, ai }),
    createCorpusImportModule({ db: database.db, jobs, fileStorage }),
    createContractReviewModule({ db: database.db, jobs, fileStorage, ai }),
    createOfficeModule({ db: database.db, fileStorage }),
    createDocumentAutomationModule({ db: database.db, ai }),
    createLegalWritingModule({ db: database.db, jobs, ai }),
    createAnalyticsModule({ db: database.db }),
    createCasePredictionModule({ db: database.db, jobs, ai }),
    createPortalModule({ db: database.db, config, mailer, fileStorage, jobs }),
    createCourtFilingModule({ db: database.db, fileStorage, config, jobs }),
    createNotificationsModule({ db: database.db }),
  ];
  for (const module of modules) module.register(app);

  mountIdentityHandler(app, auth);
  serveWebApp(app, config);
  return app;
}

/**
 * better-auth's own HTTP endpoints that the app calls from the browser, mounted one by one (an
 * allow-list): every other endpoint of better-auth — e-mail verification, session listing, password
 * reset by its own tokens — is reached only through Inkundla's adapters over `auth.api`, so a new
 * better-auth endpoint is never public by accident. Today the app needs none of them.
 */
export const IDENTITY_HTTP_ENDPOINTS: readonly { method: "GET" | "POST"; path: string }[] = [];

/** Mounts the allowed better-auth endpoints, in a scope that keeps the raw body for better-auth. */
function mountIdentityHandler(app: FastifyInstance, auth: Auth) {
  if (IDENTITY_HTTP_ENDPOINTS.length === 0) return;
  const handler = toNodeHandler(auth);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    for (const endpoint of IDENTITY_HTTP_ENDPOINTS) {
      scope.route({
        method: endpoint.method,
        url: `${IDENTITY_BASE_PATH}${endpoint.path}`,
        config: { isPublic: true },
        schema: { hide: true },
        handler: async (request, reply) => {
          reply.hijack();
          await handler(request.raw, reply.raw);
        },
      });
    }
  });
}
