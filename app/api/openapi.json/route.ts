import { z } from "zod";
import { json, route } from "@/lib/http/route";
import { openApiDocument } from "@/lib/http/openapi";

// The API's OpenAPI 3.1 document, read by the reference at /docs/api and by anyone writing a client.
export const GET = route(
  {
    access: "public",
    response: z.looseObject({
      openapi: z.literal("3.1.0"),
      info: z.object({}).loose(),
      paths: z.record(z.string(), z.unknown()),
    }),
    summary: "This API's OpenAPI 3.1 document",
  },
  async () => json(openApiDocument(), { headers: { "cache-control": "public, max-age=300" } }),
);
