import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';

import type { AppDeps } from './ports/app-deps.js';
import type { AppConfig } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { withoutQueryValues } from './db/errors.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { Throttle } from './features/auth/throttle.js';
import { healthRoutes } from './features/health/health-routes.js';
import { configureSharp, ImageWork } from './features/media/image-work.js';
import { mediaRoutes } from './features/media/media-routes.js';
import { accountRoutes } from './features/members/account-routes.js';
import { categoryRoutes } from './features/catalog/category-routes.js';
import { cmsRoutes } from './features/cms/cms-routes.js';
import { noticeRoutes } from './features/notices/notice-routes.js';
import { policyRoutes } from './features/policies/policy-routes.js';
import { notificationRoutes } from './features/notifications/notification-routes.js';
import { inquiryRoutes } from './features/product-feedback/inquiry-routes.js';
import { reviewRoutes } from './features/product-feedback/review-routes.js';
import { wishListRoutes } from './features/product-feedback/wish-list-routes.js';
import { cartRoutes } from './features/cart/cart-routes.js';
import { orderRoutes } from './features/orders/order-routes.js';
import { adminClaimRoutes } from './features/orders/admin-claim-routes.js';
import { adminOrderRefundRoutes } from './features/orders/admin-order-refund-routes.js';
import { adminOrderRoutes } from './features/orders/admin-order-routes.js';
import { adminStoreOrderRoutes } from './features/orders/admin-store-order-routes.js';
import { adminCategoryRoutes } from './features/catalog-admin/admin-category-routes.js';
import { adminFeedbackRoutes } from './features/product-feedback/admin-feedback-routes.js';
import { adminProductBulkRoutes } from './features/product-admin/admin-product-bulk-routes.js';
import { adminProductRoutes } from './features/product-admin/admin-product-routes.js';
import { adminOrderBulkRoutes } from './features/orders/admin-order-bulk-routes.js';
import { adminDashboardRoutes } from './features/dashboard/admin-dashboard-routes.js';
import { paymentRoutes } from './features/payments/payment-routes.js';
import { walletRoutes } from './features/member-wallet/wallet-routes.js';
import { productRoutes } from './features/products/product-routes.js';
import { sitemapRoutes } from './features/products/sitemap-routes.js';
import { operatorAccess } from './features/operators/operator-access.js';
import { operatorRoutes } from './features/operators/operator-routes.js';
import { adminMemberRoutes } from './features/members/admin-member-routes.js';
import { adminPopupRoutes } from './features/shell/admin-popup-routes.js';
import { adminCouponRoutes } from './features/promotions/admin-coupon-routes.js';
import { couponRedeemRoutes } from './features/coupons/coupon-redeem-routes.js';
import { adminPointPolicyRoutes } from './features/promotions/admin-point-policy-routes.js';
import { adminShippingRoutes } from './features/promotions/admin-shipping-routes.js';
import { sessionPlugin } from './features/session/session-plugin.js';
import { sessionRoutes } from './features/session/session-routes.js';
import { sessionCounts } from './features/shell/session-counts.js';
import { shellRoutes } from './features/shell/shell-routes.js';
import { adminInstaRoutes } from './features/shell/admin-insta-routes.js';
import { contentImageRoutes } from './features/content/content-image-routes.js';
import { adminNoticeRoutes } from './features/notices/admin-notice-routes.js';
import { adminCmsRoutes } from './features/cms/admin-cms-routes.js';
import { adminTranslationRoutes } from './features/translations/admin-translation-routes.js';
import { adminMailRoutes } from './features/mail/admin-mail-routes.js';
import { TranslationQueue } from './features/translations/translation-queue.js';
import { translationRoutes } from './features/translations/translation-routes.js';
import { createClientAddress } from './http/client-address.js';
import { errorHandler } from './http/error-handler.js';
import { etagPlugin } from './http/etag.js';
import { clientErrors, frameworkErrors } from './http/framework-errors.js';
import { hostCheck } from './http/host-check.js';
import { jsonBody } from './http/json-body.js';
import { requestLog } from './http/request-log.js';
import { apiSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { VersionCache } from './http/version-cache.js';
import { BackgroundTasks } from './jobs/background-tasks.js';
import type { Mailer } from './ports/mail/mailer.js';
import type { PaymentGateway } from './ports/payments/payment-gateway.js';
import { createSandboxGateway } from './ports/payments/sandbox-gateway.js';
import { createTossGateway } from './ports/payments/toss-gateway.js';
import { createOutboxMailer } from './ports/mail/outbox-mailer.js';
import { createSmtpMailer } from './ports/mail/smtp-mailer.js';
import { createObjectStore } from './ports/storage/create-object-store.js';
import type { ObjectStore } from './ports/storage/object-store.js';
import { createOpenAiTranslator } from './ports/translator/openai-translator.js';
import type { Translator } from './ports/translator/translator.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (seeding, jobs, tests). */
    database: DatabaseHandle;
    /** Background machine translation of reported phrases. */
    translationQueue: TranslationQueue;
    /**
     * Sent as `FORWARDING_KEY_HEADER` by the storefront's rendering in this process, so the API
     * takes its `X-Forwarded-For` as the visitor's address (nobody else knows it).
     */
    forwardingKey: string;
    /** Work done after answering (recovery mails), awaited on close. */
    backgroundTasks: BackgroundTasks;
    /** Uploaded images and their renditions (seeding, tests). */
    objectStore: ObjectStore;
    /** What the feature route plugins were given (tests register routes of their own). */
    deps: AppDeps;
  }
}

// How stale a collection version may be when another instance changed it (see VersionCache).
const VERSION_TTL_MS = 1000;

/** Parts a caller (tests, the one-process runner) may supply instead of the defaults. */
export interface ServerOverrides {
  /** An already-open database (tests pass a cloned PGlite); closed with the server. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Where uploads go, instead of the one `config.objectStore` names. */
  objectStore?: ObjectStore;
  /** The payment gateway, instead of Toss (with keys) or the sandbox PG. */
  gateway?: PaymentGateway;
  /** Machine translation; `null` forces none even when configured. */
  translator?: Translator | null;
  /** Pino logger options, or `false` to silence logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

/**
 * Builds the API server: database (migrated), sessions, XSRF, ETags, errors, routes.
 * It does not listen; call `app.listen()` or `app.inject()`.
 */
export async function createServer(
  config: AppConfig,
  overrides: ServerOverrides = {},
): Promise<FastifyInstance> {
  const production = config.env === 'production';
  const headers = apiSecurityHeaders(production);
  const address = createClientAddress(config.trustProxy);
  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers["x-xsrf-token"]',
              'res.headers["set-cookie"]',
            ],
            // Every logged error, wherever it is logged: database errors lose their values.
            serializers: {
              err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error)),
            },
            ...(typeof overrides.logger === 'object' ? overrides.logger : {}),
          },
    // Our own one-line-per-request log (http/request-log.ts) replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // `X-Forwarded-*` only from TRUST_PROXY proxies and from the storefront's rendering in this
    // process (by its forwarding key): see http/client-address.ts.
    trustProxy: address.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrors(headers),
  });

  app.decorate('forwardingKey', address.forwardingKey);
  app.addHook('onRequest', address.onRequest);

  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir }));
  app.decorate('database', database);
  if (!overrides.database) await database.migrate();

  configureSharp();
  const backgroundTasks = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', backgroundTasks);
  const objectStore = overrides.objectStore ?? createObjectStore(config.objectStore);
  app.decorate('objectStore', objectStore);
  const deps: AppDeps = {
    backgroundTasks,
    config,
    db: database.db,
    mailer:
      overrides.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom, database.db, app.log)
        : createOutboxMailer(database.db, app.log)),
    imageWork: new ImageWork(config.imageWork),
    objectStore,
    throttle: new Throttle(database.db),
    versions: new VersionCache(VERSION_TTL_MS),
    gateway:
      overrides.gateway ??
      (config.toss
        ? createTossGateway(config.toss)
        : createSandboxGateway(database.db, config.orders.depositDays)),
  };
  app.decorate('deps', deps);
  if (production && deps.gateway.provider === 'sandbox')
    app.log.warn(
      'PAYMENT_SANDBOX=on: PAYMENTS ARE NOT REAL. The sandbox PG approves every payment without taking money; set TOSS_CLIENT_KEY and TOSS_SECRET_KEY to sell.',
    );
  const translator =
    overrides.translator === null
      ? undefined
      : (overrides.translator ??
        (config.translator
          ? createOpenAiTranslator({
              baseUrl: config.translator.url,
              apiKey: config.translator.apiKey,
              model: config.translator.model,
            })
          : undefined));
  const queue = new TranslationQueue(database.db, translator, app.log, (locale) =>
    deps.versions.invalidate(`translations:${locale}`),
  );
  app.decorate('translationQueue', queue);
  app.addHook('onClose', async () => {
    await queue.idle();
    await backgroundTasks.idle();
    await database.close();
  });

  await app.register(securityHeaders, { production });
  await app.register(errorHandler);
  await app.register(hostCheck);
  await app.register(requestLog);
  await app.register(jsonBody);
  await app.register(cookie);
  await app.register(sessionPlugin, { config, db: database.db });
  await app.register(etagPlugin);
  await app.register(operatorAccess);

  await app.register(healthRoutes, { database });
  await app.register(sessionRoutes, { ...deps, counts: sessionCounts });
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(noticeRoutes, deps);
  await app.register(policyRoutes, deps);
  await app.register(translationRoutes, { ...deps, queue });
  await app.register(cmsRoutes, deps);
  await app.register(categoryRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(sitemapRoutes, deps);
  await app.register(shellRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(mediaRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(inquiryRoutes, deps);
  await app.register(wishListRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(operatorRoutes, deps);
  await app.register(adminMemberRoutes, deps);
  await app.register(adminPopupRoutes, deps);
  await app.register(adminOrderRoutes, deps);
  await app.register(adminOrderRefundRoutes, deps);
  await app.register(adminClaimRoutes, deps);
  await app.register(adminStoreOrderRoutes, deps);
  await app.register(adminCategoryRoutes, deps);
  await app.register(adminFeedbackRoutes, deps);
  await app.register(adminInstaRoutes, deps);
  await app.register(contentImageRoutes, deps);
  await app.register(adminNoticeRoutes, deps);
  await app.register(adminCmsRoutes, deps);
  await app.register(adminTranslationRoutes, { ...deps, queue });
  await app.register(adminMailRoutes, deps);
  await app.register(couponRedeemRoutes, deps);
  await app.register(adminCouponRoutes, deps);
  await app.register(adminPointPolicyRoutes, deps);
  await app.register(adminShippingRoutes, deps);
  await app.register(adminProductRoutes, deps);
  await app.register(adminProductBulkRoutes, deps);
  await app.register(adminOrderBulkRoutes, deps);
  await app.register(adminDashboardRoutes, deps);

  return app;
}
