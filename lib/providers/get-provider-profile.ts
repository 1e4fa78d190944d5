import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { providerProfileSelect } from "./dto";

/** A provider's public profile. Only providers have one: a homeowner's id is not found, nor a suspended provider's. */
export async function getProviderProfile(providerId: string) {
  const provider = await db.user.findFirst({
    where: { id: providerId, role: "provider", suspendedAt: null },
    select: providerProfileSelect,
  });
  if (!provider) throw new AppError("provider_not_found", "Provider not found");
  return provider;
}
