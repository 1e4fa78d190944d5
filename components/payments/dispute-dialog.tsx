"use client";

import { useState } from "react";
import { PhotoAttachments } from "@/components/lawns/photo-attachments";

import { FormSelect, FormTextarea, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { DISPUTE_REASON_LABELS } from "@/lib/payments/dispute-reasons";
import { DISPUTE_NOTE_MAX_LENGTH, DISPUTE_PHOTO_LIMIT, disputeSchema } from "@/lib/payments/schemas";
import type { PhotoDto } from "@/lib/photos/dto";
import { usePaymentStep, type PaidKind } from "./queries";

const REASONS = Object.entries(DISPUTE_REASON_LABELS).map(([value, label]) => ({ value, label }));

/** 'Report a problem' with completed work, within the confirmation window: the payment waits for an operator. */
export function DisputeDialog({
  kind,
  id,
  title,
  open,
  onOpenChange,
}: {
  kind: PaidKind;
  id: string;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const dispute = usePaymentStep(kind, id, "dispute");
  const form = useZodForm(disputeSchema, { defaultValues: { reason: "poor_quality", note: "", photos: [] } });
  // The photos are uploaded as they are chosen (PhotoAttachments), and sent as their URLs.
  const [photos, setPhotos] = useState<PhotoDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const submit = form.handleSubmit((values) =>
    dispute.mutate(
      { ...values, photos: photos.map((photo) => photo.url) },
      {
        onSuccess: () => {
          form.reset();
          setPhotos([]);
          onOpenChange(false);
        },
      },
    ),
  );
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={dispute.isPending || uploading}
      title="Report a problem"
      description={`${title}: the payment waits while LawnLink looks into it. Your provider is told and can answer in your messages.`}
      cancelLabel="Not Now"
      submitLabel="Report Problem"
      busyLabel="Sending..."
      onSubmit={submit}
    >
      <FormSelect control={form.control} name="reason" label="What went wrong?" options={REASONS} />
      <FormTextarea
        control={form.control}
        name="note"
        label="Details (optional)"
        maxLength={DISPUTE_NOTE_MAX_LENGTH}
        rows={4}
      />
      <PhotoAttachments
        id={`dispute-${id}`}
        photos={photos}
        onPhotosChange={setPhotos}
        max={DISPUTE_PHOTO_LIMIT}
        onUploadingChange={setUploading}
      />
    </FormDialog>
  );
}
