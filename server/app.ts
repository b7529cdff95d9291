// The Hono application: security headers, the /back/ API (envelope answers), the sign-in
// gateway, the OpenAPI document and the built SPA. main.ts serves it; tests call app.request().
import { Hono } from 'hono';
import { ErrorCode, allEndpoints, type AnyEndpoint } from '../src/contract';
import type { ThrottleSettings } from './auth/throttle';
import type { Db } from './db/db';
import { envelopeResponse } from './back/envelope-response';
import { mountEndpoints, type MountedRoute } from './back/mount-endpoints';
import { buildOpenApi } from './back/openapi';
import { mountGateway } from './gateway/gateway-routes';
import { buildHandlerMap, type HandlerEntry } from './back/handler';
import { allHandlers } from './areas';
import { jsonAnswer } from './http/json-answer';
import { msg } from './http/messages';
import { screenLanguage } from './http/request-info';
import { securityHeadersMiddleware } from './http/security-headers';
import { mountStaticSpa } from './http/static-spa';

export interface AppOptions {
  db: Db;
  /** The built SPA (dist/<variant>); without it, pages answer a note to run the build. */
  staticDir?: string;
  /** The clock; tests move it to expire sessions and throttling windows. */
  now?: () => Date;
  /** Tests only: another route table / handler set (e.g. an endpoint with a permission). */
  endpoints?: readonly AnyEndpoint[];
  handlers?: readonly HandlerEntry[];
  throttle?: ThrottleSettings;
}

export interface WharfApp {
  app: Hono;
  routes: MountedRoute[];
}

export function createWharfApp(options: AppOptions): WharfApp {
  const now = options.now ?? (() => new Date());
  const endpoints = options.endpoints ?? allEndpoints;
  // Fails here, at start-up, when an endpoint has no handler.
  const handlers = buildHandlerMap(endpoints, options.handlers ?? allHandlers);
  const app = new Hono();

  app.use('*', securityHeadersMiddleware);

  app.onError((error, c) => {
    // Details go to the log only: answers never carry stack traces or SQL.
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    // in the screen's language when the call names it (no database read here: the failure may be the database's)
    if (c.req.path.startsWith('/back/')) return envelopeResponse(c, ErrorCode.internal, msg(ErrorCode.internal, screenLanguage(c) ?? 'en'), null, 500);
    return c.text('Internal server error\n', 500);
  });

  // Registered before the endpoints so no descriptor path can shadow it; built once, lazily.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/back/openapi.json', (c) => jsonAnswer(c, (openApi ??= buildOpenApi(routes))));
  const routes = mountEndpoints(app, { db: options.db, endpoints, handlers, now });

  app.all('/back/*', (c) => envelopeResponse(c, ErrorCode.notFound, msg(ErrorCode.notFound), null, 404));
  app.all('/back', (c) => envelopeResponse(c, ErrorCode.notFound, msg(ErrorCode.notFound), null, 404));

  mountGateway(app, { db: options.db, now, throttle: options.throttle });
  mountStaticSpa(app, options.staticDir);

  app.notFound((c) => c.text('Not found\n', 404));
  return { app, routes };
}

/** The app alone (what most callers need). */
export function createApp(options: AppOptions): Hono {
  return createWharfApp(options).app;
}
