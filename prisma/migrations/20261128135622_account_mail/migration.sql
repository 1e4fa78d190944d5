-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "subject" TEXT,
ADD COLUMN     "text" TEXT,
ALTER COLUMN "notificationId" DROP NOT NULL;

-- A message either sends a notification (rendered when sent) or carries its own words (account mail).
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_content_check"
  CHECK ("notificationId" IS NOT NULL OR ("subject" IS NOT NULL AND "text" IS NOT NULL));
