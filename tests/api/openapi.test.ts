import { readdirSync } from "node:fs";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET } from "@/app/api/openapi.json/route";
import { errorCatalogue } from "@/lib/errors";
import { apiRoutes, routeFilesOutsideTheRegistry } from "@/lib/http/api-routes";
import { route, type RouteDefinition } from "@/lib/http/route";
import { call } from "../support/http";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route.ts under app/api, relative to the repository. */
function routeFiles(directory = "app/api"): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The OpenAPI path of a route file: app/api/jobs/[id]/route.ts is /api/jobs/{id}. */
const openApiPath = (file: string) =>
  `/${path.dirname(file).replace(/^app\//, "")}`.replace(/\[(\w+)\]/g, "{$1}").replaceAll(path.sep, "/");

type RouteModule = Partial<Record<(typeof METHODS)[number], { definition?: RouteDefinition }>>;

describe("the API registry (lib/http/api-routes.ts)", () => {
  it("holds every route file under app/api but the few outside route(), each under its own path", async () => {
    const registered = apiRoutes as Record<string, RouteModule>;
    for (const file of routeFiles()) {
      if (routeFilesOutsideTheRegistry.includes(file)) continue;
      const routePath = openApiPath(file);
      expect(registered[routePath], `${file} is in apiRoutes as ${routePath}`).toBeDefined();
      const fileModule = (await import(`@/${file.replace(/\.ts$/, "")}`)) as RouteModule;
      for (const method of METHODS)
        expect(registered[routePath]?.[method], `${routePath} ${method}`).toBe(fileModule[method]);
    }
    // And nothing else: every path in it has its route file (logout's is outside route() but declared there).
    const filePaths = routeFiles().map(openApiPath);
    for (const routePath of Object.keys(registered)) expect(filePaths, routePath).toContain(routePath);
  });

  it("has a response schema (or none, for a redirect) declared by every route", () => {
    for (const [routePath, routeModule] of Object.entries(apiRoutes as Record<string, RouteModule>)) {
      for (const method of METHODS) {
        const handler = routeModule[method];
        if (!handler) continue;
        expect(handler.definition, `${method} ${routePath} has its definition`).toBeDefined();
        expect(handler.definition?.response, `${method} ${routePath} declares response:`).not.toBeUndefined();
      }
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("answers a valid OpenAPI 3.1 document with every route, its answer and the refusal codes", async () => {
    const res = await call<Record<string, unknown>>(GET, { method: "GET", path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    const document = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
    };
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);

    for (const [routePath, routeModule] of Object.entries(apiRoutes as Record<string, RouteModule>)) {
      for (const method of METHODS) {
        const definition = routeModule[method]?.definition;
        if (!definition) continue;
        const operation = document.paths[routePath]?.[method.toLowerCase()];
        expect(operation, `${method} ${routePath} is documented`).toBeDefined();
        expect(Object.keys(operation?.responses ?? {})).toEqual([String(definition.status ?? 200), "default"]);
      }
    }
    const codes = document.components.schemas.ErrorAnswer?.properties?.code?.enum;
    expect(codes?.toSorted()).toEqual(Object.keys(errorCatalogue).toSorted());
  });
});

describe("route()'s check of answers under tests", () => {
  const answering = (body: object) =>
    route({ access: "public", response: z.object({ ok: z.boolean() }) }, async () => body as { ok: boolean });

  it("passes an answer that is its declared schema", async () => {
    expect((await call(answering({ ok: true }), { method: "GET" })).body).toEqual({ ok: true });
  });

  it("fails the call whose answer differs from the declared schema, or has undeclared fields", async () => {
    await expect(call(answering({ ok: "yes" }), { method: "GET" })).rejects.toThrow(/not its declared schema/);
    await expect(call(answering({ ok: true, extra: 1 }), { method: "GET" })).rejects.toThrow(/does not declare/);
  });
});
