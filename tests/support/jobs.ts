import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { claimLapsesAt } from "@/lib/jobs/claims";

let sequence = 0;

/** A job row as the posting flow (and a claim, for a claimed one) would leave it, with overridable fields. */
export function jobData(
  ownerId: string,
  overrides: Partial<Prisma.JobUncheckedCreateInput> = {},
): Prisma.JobUncheckedCreateInput {
  sequence++;
  const claimedAt = new Date();
  return {
    ownerId,
    title: `Lawn ${sequence}`,
    description: "Front yard",
    priceType: "fixed",
    priceEstimate: 50,
    location: "Brooklyn, NY",
    fullAddress: `${sequence} Prospect Park West, Brooklyn, NY 11215, USA`,
    street: "Prospect Park West",
    streetNumber: String(sequence),
    city: "Brooklyn",
    state: "NY",
    postalCode: "11215",
    latitude: 40.667234,
    longitude: -73.975123,
    area: "0.25 acres",
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    ...(overrides.status === "claimed" ? { claimedAt, claimLapsesAt: claimLapsesAt(claimedAt, null) } : {}),
    ...overrides,
  };
}

/** jobData, written. */
export function createJob(ownerId: string, overrides: Partial<Prisma.JobUncheckedCreateInput> = {}) {
  return db.job.create({ data: jobData(ownerId, overrides) });
}
