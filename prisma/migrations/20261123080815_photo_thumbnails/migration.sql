-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "thumbnails" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "thumbKey" TEXT,
ADD COLUMN     "thumbUrl" TEXT;
