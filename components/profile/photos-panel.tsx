"use client";

import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { Trash2, Upload } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/client/api";
import type { PhotoDto } from "@/lib/photos/dto";
import { MAX_PHOTO_BYTES, PHOTO_CAPS, PHOTO_FORMATS, type PhotoType } from "@/lib/photos/limits";
import { useApiList } from "./use-api-list";

const ACCEPTED_TYPES = new Set<string>(Object.values(PHOTO_FORMATS).map((format) => format.contentType));
const ACCEPT = Object.values(PHOTO_FORMATS).flatMap((format) => [format.contentType, ...format.extensions]).join(",");
const TYPE_LABEL: Record<PhotoType, string> = { profile: "Profile Photo", property: "Property Photo" };

/** The file rules of SPEC §5 with clear messages, before anything is sent. */
function checkFiles(files: File[]): string | null {
  if (files.length > 1) return "Too many files: choose one image";
  const [file] = files;
  if (!file) return "Choose an image";
  if (!ACCEPTED_TYPES.has(file.type)) return "File type must be JPEG, PNG, GIF, or WebP";
  if (file.size > MAX_PHOTO_BYTES) return "File is larger than 10 MB";
  return null;
}

/** SPEC §2 'Photos tab': upload (type, caption, drag and drop) and the two galleries. */
export function PhotosPanel() {
  const { items: photos, failed, reload } = useApiList<PhotoDto>("/api/users/photos", "Failed to load photos");
  const [type, setType] = useState<PhotoType>("profile");
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function choose(files: File[]) {
    const problem = checkFiles(files);
    if (problem) {
      toast.error("Error", { description: problem });
      return;
    }
    setFile(files[0]);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (!file) return toast.error("Error", { description: "Choose an image" });
    const form = new FormData();
    form.set("photo", file);
    form.set("type", type);
    const caption = String(new FormData(element).get("caption") ?? "").trim();
    if (caption) form.set("caption", caption);
    // SPEC §4: the first profile photo, while none is primary, is sent as the primary one.
    if (type === "profile" && !photos?.some((photo) => photo.type === "profile" && photo.is_primary)) form.set("is_primary", "true");
    setUploading(true);
    try {
      await apiFetch("/api/users/photos/upload", { method: "POST", form, fallbackError: "Failed to upload photo" });
      toast.success("Photo uploaded successfully");
      setFile(null);
      element.reset();
      await reload();
    } catch (error) {
      toast.error("Error", { description: (error as Error).message || "Failed to upload photo" });
    } finally {
      setUploading(false);
    }
  }

  async function remove(photo: PhotoDto) {
    if (!window.confirm("Are you sure you want to delete this photo?")) return;
    try {
      await apiFetch(`/api/users/photos?id=${photo.id}`, { method: "DELETE", fallbackError: "Failed to delete photo" });
      toast.success("Photo deleted successfully");
      await reload();
    } catch {
      toast.error("Error", { description: "Failed to delete photo" });
    }
  }

  function drop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Upload Photos</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={upload} className="grid gap-4">
            <div role="radiogroup" aria-label="Photo type" className="flex gap-2">
              {(["profile", "property"] as const).map((option) => (
                <Button key={option} type="button" role="radio" aria-checked={type === option} variant={type === option ? "default" : "outline"} onClick={() => setType(option)}>
                  {TYPE_LABEL[option]}
                </Button>
              ))}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="photo-caption">Caption (optional)</Label>
              <Input id="photo-caption" name="caption" maxLength={500} />
            </div>
            <button
              type="button"
              onClick={() => input.current?.click()}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
              className={`grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${dragging ? "border-primary bg-secondary" : ""}`}
            >
              <Upload className="size-6 text-primary" aria-hidden />
              <span>{file ? file.name : "Drag & drop an image here, or click to select"}</span>
              <span className="text-muted-foreground">JPEG, PNG, GIF, or WebP • Max 10MB</span>
            </button>
            <input ref={input} type="file" accept={ACCEPT} className="sr-only" tabIndex={-1} aria-label="Photo file" onChange={(event) => choose([...(event.target.files ?? [])])} />
            <Button type="submit" disabled={!file || uploading} className="justify-self-start">
              {uploading ? "Uploading..." : "Upload Photo"}
            </Button>
          </form>
        </CardContent>
      </Card>
      {failed && <p role="alert" className="text-destructive">Failed to load photos</p>}
      {(["profile", "property"] as const).map((gallery) => {
        const shown = photos?.filter((photo) => photo.type === gallery) ?? [];
        return (
          <Card key={gallery}>
            <CardHeader>
              <CardTitle>
                {gallery === "profile" ? "Profile Photos" : "Property Photos"} ({shown.length}/{PHOTO_CAPS[gallery]})
              </CardTitle>
            </CardHeader>
            <CardContent>
              {shown.length === 0 ? (
                <p className="text-sm text-muted-foreground">{gallery === "profile" ? "No profile photos yet" : "No property photos yet"}</p>
              ) : (
                <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                  {shown.map((photo, index) => (
                    <li key={photo.id} className="grid gap-1">
                      {/* eslint-disable-next-line @next/next/no-img-element -- the user's own uploaded photo */}
                      <img src={photo.url} alt={photo.caption || `${TYPE_LABEL[gallery]} ${index + 1}`} className="aspect-square w-full rounded-md object-cover" />
                      <div className="flex items-center gap-2 text-sm">
                        {photo.is_primary && <Badge>Primary</Badge>}
                        <span className="truncate">{photo.caption}</span>
                        <Button size="icon" variant="ghost" className="ml-auto" onClick={() => remove(photo)} aria-label={`Delete ${photo.caption || `${TYPE_LABEL[gallery]} ${index + 1}`}`}>
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
