import { PrismaClient } from "@/lib/generated/prisma/client";
import { openDatabase } from "./adapter";
import { globalForDb } from "./global";

export const db: PrismaClient = (globalForDb.__lawnlinkDb ??= new PrismaClient({ adapter: openDatabase().adapter }));
