import "server-only";
import { v7 as uuidv7 } from "uuid";
import { createAddress } from "@/lib/addresses/create-address";
import { addressFieldsSchema } from "@/lib/addresses/schemas";
import { db } from "@/lib/db/client";
import { locateAddress, storedPoint } from "@/lib/places/locate-address";
import { loadZipTable } from "@/lib/places/zip-codes";
import { lockUser } from "@/lib/users/lock-user";
import { AppError } from "@/lib/errors";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
import type { JobWithRelations } from "./dto";
import { checkPhotos, type PostingPhotos } from "./check-photos";
import { neededByDate } from "./needed-by";
import { defaultBiddingClose } from "./bidding";
import { jobOffer } from "./status";
import type { LawnPayload } from "./schemas";
import { recurrenceColumns } from "@/lib/plans/job-recurrence";
import { notificationOf } from "@/lib/notifications/events";
import { notificationsSql } from "@/lib/notifications/notify";
import { invitedProvider, requestColumns, type InvitedProvider } from "./direct-request";

type Tx = Prisma.TransactionClient;
/** Where a posting reads and writes: the database itself at a saved address, its transaction at a typed one. */
type Client = Tx | typeof db;
type AddressColumns = Pick<
  Job,
  | "fullAddress"
  | "street"
  | "streetNumber"
  | "city"
  | "state"
  | "postalCode"
  | "country"
  | "latitude"
  | "longitude"
  | "addressId"
>;
/** Where a lawn is posted, and the saved address's label to show with it (null: a typed address not saved). */
type PostedAt = { columns: AddressColumns; label: string | null };

/** A saved address of the owner's, which the posting only reads. */
async function savedAddress(ownerId: string, addressId: string): Promise<PostedAt> {
  const saved = await db.address.findFirst({ where: { id: addressId, userId: ownerId } });
  // Another account's address is answered as an unknown one: an id says nothing about whether it exists.
  if (!saved) throw new AppError("address_not_found", "Saved address not found");
  const { fullAddress, street, streetNumber, city, state, postalCode, country } = saved;
  const point = (await storedPoint(saved)) ?? { latitude: null, longitude: null };
  return {
    columns: { fullAddress, street, streetNumber, city, state, postalCode, country, ...point, addressId: saved.id },
    label: saved.label,
  };
}

/** The typed address of a posting (saved as 'Home' if it is the owner's first), on the posting's transaction. */
async function typedAddress(tx: Tx, ownerId: string, lawn: LawnPayload): Promise<PostedAt> {
  // The schema has checked that a posting without a saved address carries every part of a typed one.
  const typed = await locateAddress(addressFieldsSchema.parse(lawn));
  const columns = {
    fullAddress: typed.full_address,
    street: typed.street,
    streetNumber: typed.street_number,
    city: typed.city,
    state: typed.state,
    postalCode: typed.postal_code,
    country: typed.country,
    latitude: typed.latitude,
    longitude: typed.longitude,
  };
  // Under the owner's lock, so parallel postings of one new address save it once and the others find it.
  await lockUser(tx, ownerId);
  // A typed address the owner has saved is that saved address: the posting uses the row rather than refusing.
  const saved = await tx.address.findFirst({
    where: { userId: ownerId, fullAddress: { equals: typed.full_address, mode: "insensitive" } },
    select: { id: true, label: true },
  });
  if (saved) return { columns: { ...columns, addressId: saved.id }, label: saved.label };
  // SPEC §7: a first address typed while posting is kept as the default 'Home' address.
  const hasAddresses = (await tx.address.count({ where: { userId: ownerId } })) > 0;
  if (hasAddresses) return { columns: { ...columns, addressId: null }, label: null };
  const address = await createAddress({ ...typed, userId: ownerId, label: "Home", is_default: true }, tx);
  return { columns: { ...columns, addressId: address.id }, label: address.label };
}

/**
 * Writes the job and the record that the providers in reach are owed a notification, in one statement that also reads
 * what the answer shows of the owner. Every column the job has a value in is written from the row built here (the
 * others are null in both), so the row is the job as stored and the answer needs no read-back. A new job has no
 * provider, bids, reviews or events yet.
 */
async function insertJob(
  client: Client,
  ownerId: string,
  lawn: LawnPayload,
  at: PostedAt,
  photos: PostingPhotos,
  invited: InvitedProvider | null,
): Promise<JobWithRelations> {
  const now = new Date();
  const takesBids = jobOffer(lawn.price_type, lawn.price_estimate !== null) === "bid";
  const biddingClosesAt = !takesBids
    ? null
    : lawn.bidding_closes_at === null
      ? defaultBiddingClose(now, lawn.needed_by)
      : new Date(lawn.bidding_closes_at);
  const job: Job = {
    id: uuidv7(),
    ownerId,
    providerId: invited?.id ?? null,
    ...at.columns,
    title: lawn.title,
    description: lawn.description,
    status: invited ? "offered" : "open",
    priceType: lawn.price_type,
    priceEstimate: lawn.price_estimate === null ? null : new Prisma.Decimal(lawn.price_estimate),
    agreedPrice: null,
    location: lawn.location || [at.columns.city, at.columns.state].filter(Boolean).join(", "),
    area: lawn.area,
    ...photos,
    createdAt: now,
    updatedAt: now,
    claimedAt: null,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    neededBy: neededByDate(lawn.needed_by),
    claimLapsesAt: null,
    hiddenAt: null,
    biddingClosesAt,
    biddingClosedAt: null,
    autoAwardMinRating: takesBids ? (lawn.auto_award?.min_rating ?? null) : null,
    cancelledLate: false,
    ...requestColumns(invited, now),
    ...recurrenceColumns(lawn.recurrence),
  };
  const [owner] = await client.$queryRaw<JobWithRelations["owner"][]>`
    WITH job AS (
      INSERT INTO "Job" ("id", "ownerId", "addressId", "title", "description", "status", "priceType", "priceEstimate", "location",
        "fullAddress", "street", "streetNumber", "city", "state", "postalCode", "country", "area", "latitude", "longitude",
        "photos", "thumbnails", "createdAt", "updatedAt", "neededBy", "biddingClosesAt", "autoAwardMinRating",
        "recurrenceFrequency", "recurrenceStartsOn", "recurrenceEndsOn", "recurrenceVisitCount", "recurrenceWeekday",
        "providerId", "offerExpiresAt")
      VALUES (${job.id}::uuid, ${job.ownerId}::uuid, ${job.addressId}::uuid, ${job.title}, ${job.description}, ${job.status}::"JobStatus",
        ${job.priceType}::"PriceType", ${job.priceEstimate}::numeric, ${job.location}, ${job.fullAddress}, ${job.street}, ${job.streetNumber},
        ${job.city}, ${job.state}, ${job.postalCode}, ${job.country}, ${job.area}, ${job.latitude}::float8, ${job.longitude}::float8,
        ${job.photos}::text[], ${job.thumbnails}::text[], ${job.createdAt}, ${job.updatedAt}, ${job.neededBy}::date,
        ${job.biddingClosesAt}, ${job.autoAwardMinRating}::float8,
        ${job.recurrenceFrequency}::"RecurrenceFrequency", ${job.recurrenceStartsOn}::date, ${job.recurrenceEndsOn}::date,
        ${job.recurrenceVisitCount}::int, ${job.recurrenceWeekday}::int, ${job.providerId}::uuid, ${job.offerExpiresAt})
    ), ${
      // A direct request tells the provider asked, and no one else.
      invited
        ? notificationsSql([notificationOf.requestReceived(job, invited.id, invited.ownerName)])
        : Prisma.sql`owed AS (INSERT INTO "NearbyFanOut" ("jobId") VALUES (${job.id}::uuid))`
    }
    SELECT "fullName", "email", "phone", "reviewCount", "ratingTotal", "lateCancellations" FROM "User" WHERE "id" = ${ownerId}::uuid`;
  return {
    ...job,
    owner,
    provider: invited?.provider ?? null,
    address: at.label === null ? null : { label: at.label },
    reviews: [],
    events: [],
    _count: { bids: 0 },
    payment: null,
  };
}

/**
 * A homeowner posts a lawn (SPEC §2 'Post Your Lawn'): the job, with a record that the providers whose service radius
 * reaches it are owed a notification. Telling them (hundreds in a city) is fanOutAfterPosting's, after the posting
 * has answered (lib/notifications/notify-providers-nearby.ts). At a saved address the posting reads the address (and
 * the photos) and writes in one statement; a typed address may be saved as well, so that posting is a transaction.
 */
export async function postLawn({ ownerId, lawn }: { ownerId: string; lawn: LawnPayload }): Promise<JobWithRelations> {
  const invited = lawn.invite_provider_id ? await invitedProvider(ownerId, lawn.invite_provider_id) : null;
  // Geocoding reads the ZIP table: its first load (5 MB) stays outside the transaction.
  await loadZipTable();
  if (lawn.user_address_id) {
    const at = await savedAddress(ownerId, lawn.user_address_id);
    return insertJob(db, ownerId, lawn, at, await checkPhotos(db, ownerId, lawn.photos), invited);
  }
  return db.$transaction(async (tx) => {
    const at = await typedAddress(tx, ownerId, lawn);
    return insertJob(tx, ownerId, lawn, at, await checkPhotos(tx, ownerId, lawn.photos), invited);
  });
}
