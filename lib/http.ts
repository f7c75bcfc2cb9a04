import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";

import { clientIp, resolveActor, resolvePortalPatient } from "@/lib/auth/actor";
import {
  inDeactivatedHospital,
  isSystemAdmin,
  requiredStep,
  type AccountStep,
  type Actor,
  type StaffActor,
  type UserRole,
} from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { portalToken, sessionToken } from "@/lib/auth/session";
import { trustProxyHops } from "@/lib/config/env";
import { hospitalDeactivated, passwordChangeRequired, ServiceError, twoFactorEnrolmentRequired, underMaintenance } from "@/lib/errors";
import { logError } from "@/lib/log";
import { readSettings } from "@/lib/services/settings";
import { findUnsafeInput, isSafeText, MAX_BODY_DEPTH, unsafeTextMessage, type InputProblem } from "@/lib/security/input";

type Params = Record<string, string | string[] | undefined>;

type RouteOptions<B extends ZodType | undefined, Q extends ZodType | undefined> = {
  /** Staff roles allowed; omit for a public endpoint. `[]` means any signed-in staff member. */
  roles?: readonly UserRole[];
  body?: B;
  query?: Q;
  /** Status of a successful answer that is not already a Response (default 200). */
  status?: number;
  /**
   * The required account steps (see requiredStep: replacing a temporary password, enrolling in
   * two-factor sign-in) during which this route stays open: `true` for every step (the current
   * user, the password change and its reset), or the steps named (the two-factor set-up routes).
   * Every other route answers 403 `password_change_required` or `two_factor_enrolment_required`.
   */
  duringAccountSetup?: boolean | readonly AccountStep[];
  /**
   * A route that opens or ends a session. "sign-out": open in every state (a required step, a
   * deactivated hospital, maintenance mode): people may always leave. "sign-in": the sign-in
   * service decides for the account that signs in (maintenance lets only a system administrator
   * in; a deactivated hospital's staff and workers are refused), whoever the cookie names.
   */
  session?: "sign-in" | "sign-out";
};

type Ctx<B, Q, A> = { req: NextRequest; actor: A; body: B; query: Q; params: Params };

/**
 * The reader of one patient's record: the portal session of that very patient when the browser
 * holds one (a staff member may have opened the portal too), otherwise the request's actor.
 */
export async function patientReader(req: NextRequest, actor: Actor, patientId: string): Promise<Actor> {
  if (actor.kind === "patient" && actor.patientId === patientId) return actor;
  const portal = await resolvePortalPatient(portalToken((n) => req.cookies.get(n)?.value), clientIp(req.headers));
  return portal?.kind === "patient" && portal.patientId === patientId ? portal : actor;
}
type Infer<T> = T extends ZodType ? z.output<T> : undefined;

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Answers carry patients' data, and even an error names what exists: no cache (browser, proxy,
// back-forward) may keep one. A route that wants otherwise sets its own Cache-Control.
const NO_STORE = "no-store";

/** The answer with `Cache-Control: no-store` unless it already says how it may be cached. */
export function noStore(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", NO_STORE);
    return response;
  } catch {
    // Immutable headers (Response.redirect): a copy with the header.
    const copy = new Response(response.body, response);
    copy.headers.set("cache-control", NO_STORE);
    return copy;
  }
}

export function errorResponse(
  status: number,
  message: string,
  extra?: { fieldErrors?: Record<string, string>; headers?: Record<string, string>; fields?: Record<string, unknown> },
) {
  const base = { ...extra?.fields, message };
  const body = extra?.fieldErrors ? { ...base, fieldErrors: extra.fieldErrors } : base;
  return NextResponse.json(body, { status, headers: { "cache-control": NO_STORE, ...extra?.headers } });
}

/** { message, fieldErrors } from a ZodError: the first issue's message, one message per field. */
export function zodErrorBody(error: ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fieldErrors[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

/**
 * Refuses a cookie-carrying mutation from another site: browsers send Origin (and
 * Sec-Fetch-Site) on cross-site requests; API clients without cookies are unaffected.
 */
export function isCrossSite(req: NextRequest): boolean {
  if (!MUTATIONS.has(req.method)) return false;
  if (req.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  // X-Forwarded-Host is the client's word unless a trusted proxy wrote it (TRUST_PROXY).
  const forwardedHost = trustProxyHops() > 0 ? req.headers.get("x-forwarded-host") : null;
  const host = forwardedHost ?? req.headers.get("host") ?? req.nextUrl.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ServiceError(400, "Malformed JSON body");
  }
  const problem = findUnsafeInput(body);
  if (problem) throw refusal(problem);
  return body;
}

const unsafeField = (field: string) => {
  const message = unsafeTextMessage(field);
  return new ServiceError(400, message, { [field]: message });
};

const refusal = (problem: InputProblem) =>
  problem.reason === "depth" ? new ServiceError(400, `The body is nested deeper than ${MAX_BODY_DEPTH} levels`) : unsafeField(problem.field);

/** Path parameters and every query parameter (read or not), refused when they hold NUL or a lone surrogate. */
function checkUrlInput(req: NextRequest, params: Params) {
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value ?? ""]) if (!isSafeText(v)) throw unsafeField(name);
  }
  for (const [name, value] of req.nextUrl.searchParams) {
    if (!isSafeText(name)) throw unsafeField("query");
    if (!isSafeText(value)) throw unsafeField(name);
  }
}

/**
 * For handlers outside `route()` that parse the body themselves (next-auth's, which throws on
 * malformed JSON): 400 for a JSON body that does not parse or a JSON or form body holding unsafe
 * text; null when the body may go on.
 */
export async function refuseMalformedBody(req: NextRequest): Promise<Response | null> {
  const type = req.headers.get("content-type") ?? "";
  const isJson = /\bjson\b/i.test(type);
  if (!MUTATIONS.has(req.method) || (!isJson && !/x-www-form-urlencoded/i.test(type))) return null;
  const text = await req.clone().text();
  try {
    const body = isJson ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    const problem = findUnsafeInput(body);
    if (problem) throw refusal(problem);
    return null;
  } catch (error) {
    return toErrorResponse(error instanceof ServiceError ? error : new ServiceError(400, "Malformed JSON body"), req);
  }
}

/**
 * The route-handler wrapper: Origin check, actor resolution, role guard, JSON and zod parsing,
 * and one error mapping (ZodError → 400, ServiceError → its status, anything else → logged 500
 * with no stack in the answer). Handlers stay thin and call a service.
 */
type AnyOptions = RouteOptions<ZodType | undefined, ZodType | undefined>;
type ActorOf<O> = O extends { roles: readonly UserRole[] } ? StaffActor : Actor;
type Handler<O extends AnyOptions, R> = (ctx: Ctx<Infer<O["body"]>, Infer<O["query"]>, ActorOf<O>>) => Promise<R>;

/**
 * What the account and the platform ask before this route runs, in this order: a deactivated
 * hospital (403), maintenance mode (503 to every change but a system administrator's; reads go on),
 * then the account's required step (403). A refused request has written nothing.
 */
async function checkAccess(req: NextRequest, actor: Actor, options: AnyOptions): Promise<void> {
  // Signing out is always open; signing in is decided by the sign-in service, for the account that signs in.
  if (options.session) return;
  if (inDeactivatedHospital(actor)) throw hospitalDeactivated();
  if (MUTATIONS.has(req.method) && !isSystemAdmin(actor) && (await underMaintenanceFor(actor))) {
    throw underMaintenance();
  }
  const step = requiredStep(actor);
  const open = options.duringAccountSetup;
  if (step && open !== true && !(Array.isArray(open) && open.includes(step))) {
    throw step === "password_change" ? passwordChangeRequired() : twoFactorEnrolmentRequired();
  }
}

/** Maintenance mode as the session's query read it; signed out (no such query), read now. */
async function underMaintenanceFor(actor: Actor): Promise<boolean> {
  if (actor.kind !== "anonymous" && actor.maintenanceMode !== undefined) return actor.maintenanceMode;
  return (await readSettings()).maintenanceMode;
}

export function route<const O extends AnyOptions, R>(options: O, handler: Handler<O, R>) {
  const answer = async (req: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      if (isCrossSite(req)) return errorResponse(403, "Cross-site request refused");
      const get = (n: string) => req.cookies.get(n)?.value;
      const actor = await resolveActor(sessionToken(get), clientIp(req.headers), portalToken(get));
      await checkAccess(req, actor, options);
      const checkedActor = options.roles ? requireStaff(actor, options.roles.length ? options.roles : undefined) : actor;
      const params = (await context?.params) ?? {};
      checkUrlInput(req, params);
      const query = options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const result = await handler({
        req,
        actor: checkedActor as ActorOf<O>,
        body: body as Infer<O["body"]>,
        query: query as Infer<O["query"]>,
        params,
      });
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return NextResponse.json(result, { status: options.status ?? 200 });
    } catch (error) {
      return toErrorResponse(error, req);
    }
  };
  return async (req: NextRequest, context: { params: Promise<Params> }): Promise<Response> => noStore(await answer(req, context));
}

export function toErrorResponse(error: unknown, req?: NextRequest): Response {
  if (error instanceof ServiceError) {
    return errorResponse(error.status, error.message, { fieldErrors: error.fieldErrors, headers: error.headers, fields: error.extra });
  }
  if (error instanceof ZodError) {
    const { message, fieldErrors } = zodErrorBody(error);
    return errorResponse(400, message, { fieldErrors });
  }
  logError(`[api] ${req?.method ?? ""} ${req?.nextUrl.pathname ?? ""}`, error);
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}
