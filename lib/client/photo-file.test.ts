import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "@/lib/photos/limits";
import { PHOTO_ACCEPT, photoFileProblem } from "./photo-file";

const file = (type: string, size = 10, name = "photo") => new File([new Uint8Array(size)], name, { type });

describe("photoFileProblem (SPEC §5 file rules)", () => {
  it("accepts one JPEG, PNG, GIF or WebP image of up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp"])
      expect(photoFileProblem([file(type)])).toBeNull();
    expect(photoFileProblem([file("image/png", MAX_PHOTO_BYTES)])).toBeNull();
  });

  it("refuses other types, files over 10 MB, more than one file, and none", () => {
    expect(photoFileProblem([file("application/pdf")])).toBe("File type must be JPEG, PNG, GIF, or WebP");
    expect(photoFileProblem([file("image/svg+xml")])).toBe("File type must be JPEG, PNG, GIF, or WebP");
    expect(photoFileProblem([file("image/png", MAX_PHOTO_BYTES + 1)])).toBe("File is larger than 10 MB");
    expect(photoFileProblem([file("image/png"), file("image/png")])).toBe("Too many files: choose one image");
    expect(photoFileProblem([])).toBe("Choose an image");
  });

  it("offers the picker the image types and their extensions", () => {
    expect(PHOTO_ACCEPT.split(",")).toEqual([
      "image/jpeg",
      ".jpeg",
      ".jpg",
      "image/png",
      ".png",
      "image/gif",
      ".gif",
      "image/webp",
      ".webp",
    ]);
  });
});
