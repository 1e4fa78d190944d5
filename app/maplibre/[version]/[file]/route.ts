import { readFile } from "node:fs/promises";
import path from "node:path";

// MapLibre GL 6 runs its web worker from two module files that import each other by relative path, which Next's
// bundlers do not emit (maplibre-gl-js#8126); they are served here from the installed package instead. The version
// in the path makes them safe to cache for good. next.config.ts traces both files into deployments.
const FILES = new Set(["maplibre-gl-worker.mjs", "maplibre-gl-shared.mjs"]);
const DIST = path.join(process.cwd(), "node_modules", "maplibre-gl", "dist");

export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { version, file } = await params;
  const installed = JSON.parse(await readFile(path.join(DIST, "..", "package.json"), "utf8")) as { version: string };
  if (version !== installed.version || !FILES.has(file)) return new Response("Not found", { status: 404 });
  return new Response(await readFile(path.join(DIST, file), "utf8"), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
