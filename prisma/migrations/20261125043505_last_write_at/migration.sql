-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastWriteAt" TIMESTAMP(3);
