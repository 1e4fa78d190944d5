-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('awaiting_confirmation', 'disputed', 'due', 'paid', 'refunded', 'partially_refunded');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('card', 'direct');

-- CreateEnum
CREATE TYPE "DisputeReason" AS ENUM ('not_done', 'poor_quality', 'damage', 'wrong_price', 'other');

-- CreateEnum
CREATE TYPE "LedgerEntryKind" AS ENUM ('charge', 'fee', 'payout', 'refund', 'adjustment');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'payment_confirmed';
ALTER TYPE "NotificationType" ADD VALUE 'payment_disputed';
ALTER TYPE "NotificationType" ADD VALUE 'payment_marked_paid';
ALTER TYPE "NotificationType" ADD VALUE 'payment_received';
ALTER TYPE "NotificationType" ADD VALUE 'dispute_resolved';

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "jobId" UUID,
    "visitId" UUID,
    "ownerId" UUID NOT NULL,
    "providerId" UUID NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'awaiting_confirmation',
    "amountCents" INTEGER NOT NULL,
    "feeCents" INTEGER NOT NULL,
    "confirmBy" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmedById" UUID,
    "disputedAt" TIMESTAMP(3),
    "disputeReason" "DisputeReason",
    "disputeNote" TEXT,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" UUID,
    "resolutionNote" TEXT,
    "paidAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "kind" "LedgerEntryKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_jobId_key" ON "Payment"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_visitId_key" ON "Payment"("visitId");

-- CreateIndex
CREATE INDEX "Payment_status_confirmBy_idx" ON "Payment"("status", "confirmBy");

-- CreateIndex
CREATE INDEX "Payment_providerId_status_idx" ON "Payment"("providerId", "status");

-- CreateIndex
CREATE INDEX "Payment_ownerId_status_idx" ON "Payment"("ownerId", "status");

-- CreateIndex
CREATE INDEX "LedgerEntry_createdAt_idx" ON "LedgerEntry"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_paymentId_kind_key" ON "LedgerEntry"("paymentId", "kind");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "Visit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: exactly one piece of work per payment, whole non-negative cents, a fee and a refund within the amount.
-- A trigger rather than CHECK constraints: Prisma's schema engine cannot describe a CHECK constraint on PostgreSQL.
CREATE FUNCTION payment_amounts_valid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF num_nonnulls(NEW."jobId", NEW."visitId") <> 1 THEN
    RAISE EXCEPTION 'A payment is for exactly one job or visit' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."amountCents" < 0 OR NEW."feeCents" NOT BETWEEN 0 AND NEW."amountCents"
    OR NEW."refundedCents" NOT BETWEEN 0 AND NEW."amountCents" THEN
    RAISE EXCEPTION 'A payment''s fee and refund are whole cents within its amount' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER payment_amounts_valid BEFORE INSERT OR UPDATE ON "Payment"
  FOR EACH ROW EXECUTE FUNCTION payment_amounts_valid();

-- Hand-written: ledger rows are immutable and never negative, enforced by the database (as the operator audit log is).
CREATE FUNCTION ledger_entry_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'Ledger entries are immutable: UPDATE is refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW."amountCents" < 0 THEN
    RAISE EXCEPTION 'A ledger entry is whole cents, not negative' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER ledger_entry_immutable BEFORE INSERT OR UPDATE ON "LedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_immutable();

-- Hand-written: work completed before payments existed was settled outside LawnLink, with no fee: it is recorded as
-- paid, with its charge and payout in the ledger, so every completed job and visit has its payment.
WITH settled AS (
  INSERT INTO "Payment" ("id", "jobId", "visitId", "ownerId", "providerId", "method", "status", "amountCents", "feeCents",
    "confirmBy", "confirmedAt", "paidAt", "updatedAt")
  SELECT gen_random_uuid(), j."id", NULL::uuid, j."ownerId", j."providerId", 'direct'::"PaymentMethod",
    'paid'::"PaymentStatus",
    round(coalesce(j."agreedPrice", j."priceEstimate") * 100)::int, 0, j."completedAt", j."completedAt",
    j."completedAt", now()
  FROM "Job" j
  WHERE j."status" = 'completed' AND j."providerId" IS NOT NULL AND j."completedAt" IS NOT NULL
    AND coalesce(j."agreedPrice", j."priceEstimate") IS NOT NULL
    AND NOT EXISTS (SELECT FROM "ServicePlan" p WHERE p."jobId" = j."id")
  UNION ALL
  SELECT gen_random_uuid(), NULL, v."id", p."ownerId", p."providerId", 'direct', 'paid', round(p."pricePerVisit" * 100)::int,
    0, v."completedAt", v."completedAt", v."completedAt", now()
  FROM "Visit" v JOIN "ServicePlan" p ON p."id" = v."planId"
  WHERE v."status" = 'completed' AND v."completedAt" IS NOT NULL
  RETURNING "id", "amountCents"
)
INSERT INTO "LedgerEntry" ("id", "paymentId", "kind", "amountCents")
SELECT gen_random_uuid(), "id", kind, "amountCents" FROM settled CROSS JOIN (VALUES ('charge'::"LedgerEntryKind"), ('payout')) k(kind);
