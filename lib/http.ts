import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";

import { clientIp, resolveActor, resolvePortalPatient } from "@/lib/auth/actor";
import type { Actor, StaffActor, UserRole } from "@/lib/auth/actor-types";
import { requireStaff } from "@/lib/auth/guards";
import { portalToken, sessionToken } from "@/lib/auth/session";
import { ServiceError } from "@/lib/errors";

type Params = Record<string, string | string[] | undefined>;

type RouteOptions<B extends ZodType | undefined, Q extends ZodType | undefined> = {
  /** Staff roles allowed; omit for a public endpoint. `[]` means any signed-in staff member. */
  roles?: readonly UserRole[];
  body?: B;
  query?: Q;
  /** Status of a successful answer that is not already a Response (default 200). */
  status?: number;
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

export function errorResponse(status: number, message: string, extra?: { fieldErrors?: Record<string, string>; headers?: Record<string, string> }) {
  const body = extra?.fieldErrors ? { message, fieldErrors: extra.fieldErrors } : { message };
  return NextResponse.json(body, { status, headers: extra?.headers });
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
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? req.nextUrl.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, "Malformed JSON body");
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

export function route<const O extends AnyOptions, R>(options: O, handler: Handler<O, R>) {
  return async (req: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      if (isCrossSite(req)) return errorResponse(403, "Cross-site request refused");
      const get = (n: string) => req.cookies.get(n)?.value;
      const actor = await resolveActor(sessionToken(get), clientIp(req.headers), portalToken(get));
      const checkedActor = options.roles ? requireStaff(actor, options.roles.length ? options.roles : undefined) : actor;
      const query = options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const params = (await context?.params) ?? {};
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
}

export function toErrorResponse(error: unknown, req?: NextRequest): Response {
  if (error instanceof ServiceError) {
    return errorResponse(error.status, error.message, { fieldErrors: error.fieldErrors, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const { message, fieldErrors } = zodErrorBody(error);
    return errorResponse(400, message, { fieldErrors });
  }
  console.error(`[api] ${req?.method ?? ""} ${req?.nextUrl.pathname ?? ""} failed:`, error);
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}
