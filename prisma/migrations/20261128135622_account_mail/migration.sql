-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "subject" TEXT,
ADD COLUMN     "text" TEXT,
ALTER COLUMN "notificationId" DROP NOT NULL;

-- A message either sends a notification (rendered when sent) or carries its own words (account mail). A trigger
-- rather than a CHECK constraint: Prisma's schema engine cannot describe CHECK constraints on PostgreSQL.
CREATE FUNCTION outbox_message_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."notificationId" IS NULL AND (NEW."subject" IS NULL OR NEW."text" IS NULL) THEN
    RAISE EXCEPTION 'An outbox message needs a notification or a subject and a text' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER outbox_message_content BEFORE INSERT OR UPDATE ON "OutboxMessage"
  FOR EACH ROW EXECUTE FUNCTION outbox_message_content();
