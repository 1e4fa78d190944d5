import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

// Where the process-wide Prisma client lives; tests put a client on a fresh database here before importing the app.
export const globalForDb = globalThis as unknown as { __lawnlinkDb?: PrismaClient };
