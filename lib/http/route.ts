import "server-only";
import { isDeepStrictEqual } from "node:util";
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

/**
 * Who may call: anyone, any signed-in user, one marketplace role, or an operator. An operator's route answers everyone
 * else 404 `not_found`, as a path that names no route does, so it gives no hint that it exists.
 */
export type Access = "public" | "user" | Role | "operator";

/** A success answer's JSON body by its schema, or `null` for an answer without one (a redirect). */
type ResponseSchema = ZodType | null;

type RouteConfig<
  P extends ZodType,
  Q extends ZodType,
  B extends ZodType,
  A extends Access,
  R extends ResponseSchema = ResponseSchema,
> = {
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The success answer's JSON body. The OpenAPI document (lib/http/openapi.ts) and apiFetch's types read it, and
   * under tests (CHECK_API_RESPONSES) every answer is checked against it: success bodies against this schema,
   * refusals against `{ error, code }`.
   */
  response: R;
  /**
   * A success answer that is a file of this media type rather than JSON (a PDF receipt): the handler answers a
   * Response, `response` is null, and under tests the answer's Content-Type is checked instead of a schema.
   */
  file?: string | readonly string[];
  /** The success status, when not 200 (201 for a creation, 303 for a redirect). */
  status?: number;
  /** One line for the API reference. */
  summary?: string;
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

/** What a route declares, kept on its handler for the OpenAPI document (lib/http/openapi.ts). */
export type RouteDefinition = RouteConfig<ZodType, ZodType, ZodType, Access>;

/** A route's success answer by its declared schema. */
type Answer<R extends ResponseSchema> = R extends ZodType ? z.output<R> : never;

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
  R extends ResponseSchema = ZodType,
>(
  config: RouteConfig<P, Q, B, A, R>,
  handler: (context: Context<P, Q, B, A>) => Promise<Response | (R extends ZodType ? Answer<R> : object)>,
) {
  const handle = (request: Request, nextContext?: NextContext): Promise<Response> =>
    logRequest(request, async (requestId) => {
      let user: SessionUser | null = null;
      const isWrite = !isSafeMethod(request.method);
      let response: Response;
      try {
        if (config.authWrite) assertAuthWrite(request);
        assertSameOrigin(request);
        const caller = await resolveCaller(request, limitCountedWithSession(config.rateLimit));
        user = caller.user;
        if (config.access === "operator") {
          if (!user?.operator) throw new AppError("not_found", "Not found");
        } else if (config.access !== "public") {
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
      // An operator's route answers a stranger exactly as a path without a route does (no such header either).
      const personal = user || (config.access !== "public" && config.access !== "operator");
      if (personal) response = withHeaders(response, { "cache-control": "no-store" });
      const refused = response.status >= 400 && response.status < 500;
      if (user && isWrite && !refused) {
        // The answer stands whether or not the stamp could be written; a failed one only costs freshness.
        await stampWrite(user.id).catch((error: unknown) =>
          logger.warn({ requestId, err: error }, "could not stamp a write"),
        );
      }
      if (checkResponses) await checkAnswer(config, request, response);
      return { response, userId: user?.id };
    });
  return Object.assign(handle, { definition: config });
}

/** Set in the test configuration: every answer is checked against its route's declared schemas. */
const checkResponses = process.env.CHECK_API_RESPONSES === "1";

/** A refusal's body (lib/errors.ts): the message people read and its stable code. */
export const errorAnswerSchema = z
  .object({
    error: z.string().meta({ description: "The message people read" }),
    code: z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]).meta({
      description: "The stable machine-readable code (lib/errors.ts)",
    }),
  })
  .meta({ id: "ErrorAnswer" });

/** Throws (failing the test that made the call) when an answer differs from what its route declares. */
async function checkAnswer(config: RouteConfig<ZodType, ZodType, ZodType, Access>, request: Request, answer: Response) {
  const where = `${request.method} ${new URL(request.url).pathname} answered ${answer.status}`;
  const text = await answer.clone().text();
  if (answer.status >= 400) {
    const refusal = errorAnswerSchema.safeParse(text ? JSON.parse(text) : null);
    if (!refusal.success) throw new Error(`${where}, not a refusal { error, code }: ${formatZodError(refusal.error)}`);
    return;
  }
  const expected = config.status ?? 200;
  if (answer.status !== expected) throw new Error(`${where}; the route declares ${expected}`);
  if (config.response === undefined) throw new Error(`${where}; the route declares no response schema`);
  if (config.response === null) {
    if (config.file) {
      const type = answer.headers.get("content-type") ?? "";
      const declared = [config.file].flat();
      if (!declared.some((file) => type.startsWith(file)))
        throw new Error(`${where} as ${type}; the route declares ${declared.join(" or ")}`);
    } else if (text) throw new Error(`${where} with a body; the route declares none`);
    return;
  }
  const body: unknown = text ? JSON.parse(text) : null;
  const result = config.response.safeParse(body);
  if (!result.success) throw new Error(`${where}, not its declared schema: ${formatZodError(result.error)} in ${text}`);
  // The schema strips what it does not declare: an answer with more than that is not what the document promises.
  if (!isDeepStrictEqual(result.data, body))
    throw new Error(`${where} with fields its schema does not declare: ${text}`);
}
