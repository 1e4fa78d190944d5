import "server-only";
import {
  createDocument,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from "zod-openapi";
import { errorCatalogue } from "@/lib/errors";
import { apiRoutes } from "./api-routes";
import { errorAnswerSchema, type Access, type RouteDefinition } from "./route";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const WHO: Record<Access, string> = {
  public: "Anyone; a signed-in caller may see more.",
  user: "A signed-in user.",
  homeowner: "A signed-in homeowner.",
  provider: "A signed-in provider.",
  operator: "An operator; anyone else is answered 404 not_found, as for a path without a route.",
};

/** The refusal codes as a table, for the document's introduction. */
function errorTable(): string {
  const rows = Object.entries(errorCatalogue).map(
    ([code, { status, means }]) => `| \`${code}\` | ${status} | ${means} |`,
  );
  return ["| code | status | means |", "| --- | --- | --- |", ...rows].join("\n");
}

function operation(path: string, method: string, definition: RouteDefinition): ZodOpenApiOperationObject {
  const status = String(definition.status ?? 200);
  const success = definition.response
    ? { description: "Success", content: { "application/json": { schema: definition.response } } }
    : definition.file
      ? { description: "A file", content: Object.fromEntries([definition.file].flat().map((type) => [type, {}])) }
      : { description: "Redirect; no body" };
  const upload = path === "/api/users/photos/upload";
  return {
    operationId: `${method.toLowerCase()}${path.replace(/^\/api/, "").replace(/\W+(\w)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
    summary: definition.summary,
    description: WHO[definition.access],
    tags: [path.split("/")[2] ?? "api"],
    security: definition.access === "public" ? [] : [{ bearer: [] }, { sessionCookie: [] }],
    // route() parses params and query as objects: every route's are z.object()s.
    requestParams: {
      ...(definition.params ? { path: definition.params as ZodObjectInput } : {}),
      ...(definition.query ? { query: definition.query as ZodObjectInput } : {}),
    },
    ...(definition.body
      ? { requestBody: { required: true, content: { "application/json": { schema: definition.body } } } }
      : upload
        ? { requestBody: { required: true, content: { "multipart/form-data": {} } } }
        : {}),
    responses: {
      [status]: success,
      default: {
        description: "A refusal: `{ error, code }`, its status as the code's in the table above",
        content: { "application/json": { schema: errorAnswerSchema } },
      },
    },
  };
}

/** The API's OpenAPI 3.1 document, from the routes' own definitions (lib/http/api-routes.ts). */
export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, routeModule] of Object.entries(apiRoutes)) {
    for (const method of METHODS) {
      const handler = (routeModule as Partial<Record<string, { definition?: RouteDefinition }>>)[method];
      if (!handler?.definition) continue;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(path, method, handler.definition) };
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "LawnLink API",
      version: "1",
      description: [
        "The JSON API behind LawnLink. Sign in with `POST /api/auth/login` and send the answer's token as",
        "`Authorization: Bearer <token>` (the browser's session cookie works too; a write with the cookie must come",
        "from this site).",
        "",
        'Every refusal answers `{ "error": message, "code": code }`. Branch on the code; the message is for people.',
        "",
        errorTable(),
      ].join("\n"),
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The token of a sign-in or sign-up answer" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
    },
    paths,
  });
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The document, built once per process: the routes do not change while it runs. */
export function openApiDocument() {
  return (built ??= buildOpenApiDocument());
}
