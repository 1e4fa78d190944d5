import { withRequestLog } from "@/lib/http/request-log";
import { errorResponse } from "@/lib/http/route";
import { openLocalUpload } from "@/lib/photos/storage";

/**
 * Serves locally stored photos. Public like any image URL (keys are unguessable), and not through route(): an image
 * needs no caller lookup. Keys are never rewritten, so the response may be cached for good.
 */
export const GET = withRequestLog(
  async (_request: Request, context: { params: Promise<{ key: string[] }> }): Promise<Response> => {
    try {
      const { key } = await context.params;
      const file = await openLocalUpload(key.join("/"));
      return new Response(file.body, {
        headers: {
          "content-type": file.contentType,
          "content-length": String(file.size),
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          // User-supplied bytes: never let them run as a document, even if opened directly.
          "content-security-policy": "default-src 'none'; sandbox",
        },
      });
    } catch (error) {
      return errorResponse(error);
    }
  },
);
