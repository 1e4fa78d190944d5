import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openDatabase } from "./adapter";
import { TRANSACTION_OPTIONS } from "./config";
import { globalForDb } from "./global";

export const db: PrismaClient = (globalForDb.__lawnlinkDb ??= new PrismaClient({
  adapter: openDatabase().adapter,
  transactionOptions: TRANSACTION_OPTIONS,
}));
