"use client";

import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { ImageUp, LoaderCircle } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { PHOTO_ACCEPT, photoFileProblem } from "@/lib/client/photo-file";
import type { PhotoDto } from "@/lib/photos/dto";
import { MAX_CAPTION_LENGTH, PHOTO_CAPS, PHOTO_TYPES, type PhotoType } from "@/lib/photos/limits";

export const PHOTO_TYPE_LABEL: Record<PhotoType, string> = { profile: "Profile Photo", property: "Property Photo" };

const capMessage = (type: PhotoType) => `You can keep at most ${PHOTO_CAPS[type]} ${type} photos. Delete one to upload another.`;

function fileSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * SPEC §2 'Upload Photos': the type, an optional caption and one image, dropped or chosen (the drop zone is a
 * button, so the keyboard opens the file picker too). The file rules are checked here before anything is sent.
 */
export function PhotoUploadForm({ photos, onUploaded }: { photos: PhotoDto[]; onUploaded(): Promise<void> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<PhotoType>("profile");
  const [caption, setCaption] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);

  const full = photos.filter((photo) => photo.type === type).length >= PHOTO_CAPS[type];

  function choose(files: File[]) {
    if (files.length === 0) return; // the picker was cancelled
    const fileProblem = photoFileProblem(files);
    setProblem(fileProblem);
    setFile(fileProblem ? null : files[0]);
  }

  function drop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    if (!uploading && !full) choose([...event.dataTransfer.files]);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose an image");
      return;
    }
    const form = new FormData();
    form.set("photo", file);
    form.set("type", type);
    if (caption.trim()) form.set("caption", caption.trim());
    // SPEC §4: the first profile photo, while none is primary, is sent as the primary one.
    if (type === "profile" && !photos.some((photo) => photo.type === "profile" && photo.is_primary)) form.set("is_primary", "true");
    setUploading(true);
    try {
      await apiFetch("/api/users/photos/upload", { method: "POST", form, fallbackError: "Failed to upload photo" });
      toast.success("Photo uploaded successfully");
      setFile(null);
      setCaption("");
      await onUploaded();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to upload photo") });
    } finally {
      setUploading(false);
    }
  }

  const noteId = `${id}-note`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={upload} className="grid gap-5" aria-busy={uploading}>
      <div className="grid gap-2">
        <Label id={`${id}-type`}>Photo type</Label>
        <RadioGroup value={type} onValueChange={(value) => setType(value as PhotoType)} aria-labelledby={`${id}-type`} className="grid-cols-2 sm:w-fit" disabled={uploading}>
          {PHOTO_TYPES.map((option) => (
            <Label
              key={option}
              htmlFor={`${id}-${option}`}
              className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 leading-normal transition-colors hover:bg-accent has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
            >
              <RadioGroupItem value={option} id={`${id}-${option}`} />
              {PHOTO_TYPE_LABEL[option]}
            </Label>
          ))}
        </RadioGroup>
      </div>
      <TextField label="Caption (optional)" value={caption} onChange={(event) => setCaption(event.target.value)} maxLength={MAX_CAPTION_LENGTH} disabled={uploading} />
      <div className="grid gap-2">
        <button
          type="button"
          disabled={uploading || full}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          aria-describedby={problem ? `${noteId} ${problemId}` : noteId}
          className={cn(
            "grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center text-sm transition-colors outline-none hover:border-primary hover:bg-accent focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
            dragging && "border-primary bg-accent",
            problem && "border-destructive",
          )}
        >
          {uploading ? <LoaderCircle className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden /> : <ImageUp className="size-8 text-primary" aria-hidden />}
          <span className="font-medium">{file ? `${file.name} (${fileSize(file.size)})` : "Drag & drop an image here, or click to select"}</span>
          <span id={noteId} className="text-muted-foreground">
            {file ? "Click to choose a different image" : "JPEG, PNG, GIF, or WebP • Max 10MB"}
          </span>
        </button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          className="hidden"
          aria-label="Photo file"
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            event.target.value = ""; // the same file can be chosen again
          }}
        />
        {(problem || full) && (
          <p id={problemId} role="alert" className="text-sm text-destructive">
            {full ? capMessage(type) : problem}
          </p>
        )}
      </div>
      <Button type="submit" disabled={uploading || full || !file} className="w-full sm:w-fit">
        {uploading ? "Uploading..." : "Upload Photo"}
      </Button>
    </form>
  );
}
