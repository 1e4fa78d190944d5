import "server-only";
import { NextResponse } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { resolveCaller } from "@/lib/http/resolve-caller";
import type { SessionUser } from "@/lib/auth/session-user";
import { isDatabaseUnavailable } from "@/lib/db/availability";
import { AppError, errorCatalogue, type ErrorCode } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { logger } from "@/lib/log/logger";
import { stampWrite } from "@/lib/users/last-write";
import { assertAuthWrite, assertSameOrigin } from "./csrf";
import { enforceRateLimit, limitCountedWithSession, type RouteRateLimits } from "./rate-limit";
import { readJsonBody } from "./read-body";
import { isSafeMethod } from "./safe-methods";
import { logRequest, withHeaders } from "./request-log";

type Access = "public" | "user" | Role;

type RouteConfig<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Access> = {
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The 401 and 403 messages for this call, where SPEC §8 names them. */
  signInMessage?: string;
  roleMessage?: string;
  /**
   * The rate limits this call counts against (lib/rate-limits/limits.ts), at most one per account. That one is counted by the
   * session's read, for any live session (a caller of the wrong role, refused with 403 first, counts against a limit
   * of calls it cannot make); it refuses (429) once the caller is authorized.
   */
  rateLimit?: RouteRateLimits;
  /** Signs a browser in or creates an account: JSON only, and from the app's own pages even without a cookie (csrf.ts). */
  authWrite?: boolean;
};

type Caller<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

type Context<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Access> = {
  request: Request;
  user: Caller<A>;
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A 200 whose JSON is already text: an answer made once and served to many callers (a shared read's). */
export function jsonText(body: string): Response {
  return new Response(body, { headers: { "content-type": "application/json" } });
}

/** A JSON response with a status other than 200 (or extra headers). */
export function json(data: unknown, init?: number | ResponseInit): Response {
  return NextResponse.json(data, typeof init === "number" ? { status: init } : init);
}

export function formatZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

function parse<T extends ZodType>(schema: T | undefined, value: unknown): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("invalid_input", formatZodError(result.error));
  return result.data;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** The answer to a refusal: its stable code beside the message people read (lib/errors.ts). */
export function errorJson(code: ErrorCode, message: string, init?: ResponseInit): Response {
  return json({ error: message, code }, { ...init, status: init?.status ?? errorCatalogue[code].status });
}

export function errorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof AppError) {
    const headers = error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : undefined;
    return errorJson(error.code, error.message, { headers });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return errorJson("already_exists", "This already exists");
    if (error.code === "P2025") return errorJson("not_found", "Not found");
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId, err: error }, "database unavailable");
    return errorJson("service_unavailable", DATABASE_UNAVAILABLE_MESSAGE, { headers: { "retry-after": "5" } });
  }
  logger.error({ requestId, err: error }, "unhandled error");
  return errorJson("internal_error", "Something went wrong on our side. Please try again.");
}

/**
 * Every API handler goes through here: refuse cross-site cookie requests (csrf.ts), parse params, query and body
 * with zod, resolve and authorize the caller, run the handler, map errors to a status with an `{ error }` body, keep
 * personal answers out of caches, stamp the caller's lastWriteAt after a write that was not refused
 * (lib/users/last-write.ts), and log the request (request-log.ts).
 */
export function route<
  A extends Access,
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
>(config: RouteConfig<P, Q, B, A>, handler: (context: Context<P, Q, B, A>) => Promise<Response | object>) {
  return (request: Request, nextContext?: NextContext): Promise<Response> =>
    logRequest(request, async (requestId) => {
      let user: SessionUser | null = null;
      const isWrite = !isSafeMethod(request.method);
      let response: Response;
      try {
        if (config.authWrite) assertAuthWrite(request);
        assertSameOrigin(request);
        const caller = await resolveCaller(request, limitCountedWithSession(config.rateLimit));
        user = caller.user;
        if (config.access !== "public") {
          if (!user) throw new AppError("unauthenticated", config.signInMessage ?? "Please sign in to continue");
          if (config.access !== "user" && user.role !== config.access) {
            throw new AppError("wrong_role", config.roleMessage ?? `Only ${config.access}s can do this`);
          }
        }
        if (config.rateLimit) await enforceRateLimit(config.rateLimit, request, user, caller.counted);
        const params = parse(config.params, (await nextContext?.params) ?? {});
        const query = parse(config.query, Object.fromEntries(new URL(request.url).searchParams));
        const body = config.body ? parse(config.body, await readJsonBody(request)) : (undefined as z.infer<B>);
        const result = await handler({ request, user: user as Caller<A>, params, query, body });
        response = result instanceof Response ? result : json(result);
      } catch (error) {
        response = errorResponse(error, requestId);
      }
      // A personal answer (the caller's own data, or shaped for them) is kept by no cache.
      if (config.access !== "public" || user) response = withHeaders(response, { "cache-control": "no-store" });
      const refused = response.status >= 400 && response.status < 500;
      if (user && isWrite && !refused) {
        // The answer stands whether or not the stamp could be written; a failed one only costs freshness.
        await stampWrite(user.id).catch((error: unknown) =>
          logger.warn({ requestId, err: error }, "could not stamp a write"),
        );
      }
      return { response, userId: user?.id };
    });
}
