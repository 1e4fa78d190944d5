import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Loaded from node_modules at run time: PGlite's WASM and data files, native argon2, the database drivers, the
  // 5 MB US ZIP table (server only, loaded on first use), the job queue, the mailer and pdfkit (which reads its fonts'
  // metrics from its own folder).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "@node-rs/argon2",
    "zipcodes",
    "graphile-worker",
    "nodemailer",
    "pdfkit",
  ],
  poweredByHeader: false,
  // MapLibre's worker files, served by app/maplibre/[version]/[file]/route.ts from the installed package.
  outputFileTracingIncludes: {
    "/maplibre/[version]/[file]": [
      "./node_modules/maplibre-gl/package.json",
      "./node_modules/maplibre-gl/dist/maplibre-gl-{worker,shared}.mjs",
    ],
  },
  // A separate build folder lets several checkouts' browser suites build side by side (NEXT_DIST_DIR=.next-mine).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // SPEC §2 names the provider dashboard three ways; one page serves them all (query strings carry over).
  redirects: async () => [
    { source: "/provider/dashboard", destination: "/dashboard/provider", permanent: true },
    { source: "/provider-dashboard", destination: "/dashboard/provider", permanent: true },
  ],
};

export default nextConfig;
