-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "agreedPrice" DECIMAL(10,2);
