import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import type { UTApi } from "uploadthing/server";
import type { DeleteFilesOptions, FileEsque, UploadFileResult } from "uploadthing/types";

// UTApi's own options type is not exported under a name of its own.
type UploadFilesOptions = Parameters<UTApi["uploadFiles"]>[1];
import { DELETE } from "@/app/api/users/photos/route";
import { POST as upload } from "@/app/api/users/photos/upload/route";
import { db } from "@/lib/db/client";
import { logger, setLogSink } from "@/lib/log/logger";
import { call } from "../support/http";
import { createUser } from "../support/users";

/**
 * A stand-in for UTApi with the published signatures (uploadthing/server .d.ts): uploadFiles takes one file or an
 * array and reports failure in { data: null, error } rather than throwing; the service picks the file key;
 * deleteFiles takes a key or keys and answers { success, deletedCount }.
 */
const fake = vi.hoisted(() => {
  type Stored = { name: string; type: string; bytes: Uint8Array };
  class FakeUTApi implements Pick<UTApi, "uploadFiles" | "deleteFiles"> {
    static latest: FakeUTApi | undefined;
    readonly files = new Map<string, Stored>();
    readonly options: unknown;
    failUploads = false;

    constructor(options?: unknown) {
      this.options = options;
      FakeUTApi.latest = this;
    }

    uploadFiles(files: FileEsque, opts?: UploadFilesOptions): Promise<UploadFileResult>;
    uploadFiles(files: FileEsque[], opts?: UploadFilesOptions): Promise<UploadFileResult[]>;
    async uploadFiles(files: FileEsque | FileEsque[]): Promise<UploadFileResult | UploadFileResult[]> {
      const results = await Promise.all((Array.isArray(files) ? files : [files]).map((file) => this.uploadOne(file)));
      return Array.isArray(files) ? results : results[0];
    }

    private async uploadOne(file: FileEsque): Promise<UploadFileResult> {
      if (this.failUploads) return { data: null, error: { code: "UPLOAD_FAILED", message: "Failed to upload file" } };
      const key = `${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
      this.files.set(key, { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
      const url = `https://fakeapp.ufs.sh/f/${key}`;
      return {
        data: {
          key,
          url,
          appUrl: url,
          ufsUrl: url,
          name: file.name,
          size: file.size,
          type: file.type,
          customId: null,
          lastModified: Date.now(),
          fileHash: "0".repeat(32),
        },
        error: null,
      };
    }

    deleteFiles = async (keys: string[] | string, _opts?: DeleteFilesOptions) => {
      let deletedCount = 0;
      for (const key of Array.isArray(keys) ? keys : [keys]) if (this.files.delete(key)) deletedCount++;
      return { success: true, deletedCount } as const;
    };
  }
  return { FakeUTApi };
});

vi.mock("uploadthing/server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  UTApi: fake.FakeUTApi,
}));
vi.stubEnv("UPLOADTHING_TOKEN", "fake-token-for-tests");

const jpeg = () =>
  sharp({ create: { width: 30, height: 10, channels: 3, background: "#080" } })
    .jpeg()
    .withExif({ IFD0: { Make: "LawnCam" } })
    .toBuffer();

async function send(token: string, type = "profile") {
  const data = new FormData();
  data.append("photo", new File([new Uint8Array(await jpeg())], "lawn.jpg", { type: "image/jpeg" }));
  data.append("type", type);
  return call<{ id: string; url: string; thumbnail_url: string; is_primary: boolean }>(upload, {
    path: "/api/users/photos/upload",
    token,
    rawBody: data,
  });
}

const utapi = () => fake.FakeUTApi.latest!;

describe("photos on UploadThing (UPLOADTHING_TOKEN set)", () => {
  it("uploads the cleaned image and records UploadThing's key and URL", async () => {
    const user = await createUser();
    const res = await send(user.token);
    expect(res.status).toBe(201);
    expect(utapi().options).toEqual({ token: "fake-token-for-tests" });
    const [[key, file]] = [...utapi().files];
    expect(res.body.url).toBe(`https://fakeapp.ufs.sh/f/${key}`);
    expect(file.type).toBe("image/jpeg");
    expect(file.name).toMatch(/^[0-9a-f-]+\.jpeg$/);
    expect((await sharp(file.bytes).metadata()).exif).toBeUndefined();
    expect(await db.photo.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      storageKey: key,
      url: res.body.url,
      contentType: "image/jpeg",
    });
  });

  it("uploads the thumbnail beside it and deletes both with the photo", async () => {
    const user = await createUser();
    const res = await send(user.token);
    const photo = await db.photo.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(res.body.thumbnail_url).toBe(`https://fakeapp.ufs.sh/f/${photo.thumbKey}`);
    const thumbnail = utapi().files.get(photo.thumbKey!)!;
    expect(thumbnail.name).toMatch(/^[0-9a-f-]+-thumb\.jpeg$/);
    expect((await sharp(thumbnail.bytes).metadata()).exif).toBeUndefined();
    expect(
      (await call(DELETE, { method: "DELETE", path: `/api/users/photos?id=${res.body.id}`, token: user.token })).status,
    ).toBe(200);
    expect([utapi().files.has(photo.storageKey), utapi().files.has(photo.thumbKey!)]).toEqual([false, false]);
  });

  it("deletes the file on UploadThing with the photo", async () => {
    const user = await createUser();
    const res = await send(user.token);
    const key = (await db.photo.findUniqueOrThrow({ where: { id: res.body.id } })).storageKey;
    expect(utapi().files.has(key)).toBe(true);
    expect(
      (await call(DELETE, { method: "DELETE", path: `/api/users/photos?id=${res.body.id}`, token: user.token })).status,
    ).toBe(200);
    expect(utapi().files.has(key)).toBe(false);
  });

  it("records nothing when UploadThing reports a failed upload", async () => {
    const user = await createUser();
    await send(user.token);
    const logged: string[] = [];
    logger.level = "error"; // vitest.config.ts silences the logger
    setLogSink({ write: (line: string) => logged.push(line) });
    utapi().failUploads = true;
    try {
      const res = await send(user.token);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: expect.any(String), code: "internal_error" });
      expect(logged.join("")).toMatch(/UploadThing upload failed: UPLOAD_FAILED/);
    } finally {
      utapi().failUploads = false;
      setLogSink(null);
      logger.level = "silent";
    }
    expect(await db.photo.count({ where: { userId: user.id } })).toBe(1);
  });

  it("removes the uploaded file of a refused concurrent upload", async () => {
    const user = await createUser();
    await db.photo.createMany({
      data: Array.from({ length: 4 }, (_, i) => ({
        userId: user.id,
        type: "profile" as const,
        url: `/seeded/${i}`,
        storageKey: `seeded-${i}`,
        contentType: "image/jpeg",
      })),
    });
    const before = utapi().files.size;
    const results = await Promise.all([send(user.token), send(user.token), send(user.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(utapi().files.size).toBe(before + 2); // the one photo and its thumbnail
  });
});
