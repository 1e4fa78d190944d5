-- A new job's fan-out (lib/notifications/providers-near.ts) finds the providers in reach by their default address's
-- coordinates, within the widest service radius's bounding box: without an index every posting read every address.
-- Partial (default addresses only), which Prisma's schema language cannot state: "partial_*" (schema.prisma, top).
CREATE INDEX "partial_address_default_location" ON "Address"("latitude", "longitude") WHERE "isDefault";
