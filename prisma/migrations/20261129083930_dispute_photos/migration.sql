-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "disputePhotos" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "disputeThumbnails" TEXT[] DEFAULT ARRAY[]::TEXT[];
