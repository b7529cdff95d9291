// Endpoint descriptors: one source of truth for the client's call() and the server's handlers.
// A descriptor holds the method, the path as the spec writes it (under /back/), the schemas of
// params, query, body and the answer's data, the time-out (spec section 9), whether the answer is
// a file, and the permission key a caller needs (none = any signed-in user).
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const BASE_PATH = '/back';

/** Spec section 9: default 60 s; uploads 60 s; invoice uploads 300 s; report downloads 120 s ... */
export const Timeout = {
  default: 60_000,
  upload: 60_000,
  invoiceUpload: 300_000,
  fileDownload: 60_000,
  fileDownloadShort: 30_000,
  costBillImport: 40_000,
  reportDownload: 120_000,
  goodsSearch: 30_000,
} as const;

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface EndpointDef<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  I extends string = string,
> {
  /** Stable id, `<area>.<name>`; names the handler, the OpenAPI operation and test rows. */
  id: I;
  method: Method;
  /** Path under /back/ with `{name}` placeholders, as the spec writes it. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  timeoutMs?: number;
  /** The answer is a file (binary), not an envelope, on success. */
  file?: boolean;
  /** 'public' endpoints need no session (none yet besides the gateway, which is not /back/). */
  auth?: 'session' | 'public';
  /** Permission key (spec section 6) the caller's role must hold. */
  permission?: string;
  /** The body is multipart (uploads) rather than JSON. */
  multipart?: boolean;
  /**
   * What a call other than GET changes when it belongs to no route group (access.ts gives the
   * group of the others, whose manage access it needs): 'nothing' (a lookup sent as POST), 'own'
   * (only the caller's own session, settings, saved views or export jobs: any signed-in user),
   * 'tenant' (what everyone in the tenant shares, such as its images: a role that manages no
   * group, which only views, is refused). The server does not start while a changing call
   * declares neither a group nor this.
   */
  changes?: 'nothing' | 'own' | 'tenant';
}

export type Endpoint<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  I extends string = string,
> = Required<Pick<EndpointDef<P, Q, B, R, I>, 'timeoutMs' | 'auth'>> &
  EndpointDef<P, Q, B, R, I> & { mutates: boolean };

export type AnyEndpoint = Endpoint<AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, z.ZodType>;

type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
type InputPart<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [k in K]?: z.input<S> }
    : { [k in K]: z.input<S> }
  : { [k in K]?: never };

/** What call() takes for an endpoint: params, query and body, each only when the endpoint has it. */
export type EndpointInput<E> = E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
  ? InputPart<'params', P> & InputPart<'query', Q> & InputPart<'body', B>
  : never;

/** The parsed `data` of a successful answer. */
export type EndpointData<E> = E extends Endpoint<AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, infer R>
  ? Infer<R>
  : never;

export function endpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const I extends string = string,
>(def: EndpointDef<P, Q, B, R, I>): Endpoint<P, Q, B, R, I> {
  return {
    ...def,
    timeoutMs: def.timeoutMs ?? Timeout.default,
    auth: def.auth ?? 'session',
    mutates: def.method !== 'GET',
  };
}

/** Fills `{name}` placeholders; values are URI-encoded so they can never add path segments. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The Hono route pattern for a descriptor path: `{id}` becomes `:id`. */
export function routePattern(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}
