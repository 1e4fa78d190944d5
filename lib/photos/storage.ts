import "server-only";
import fs from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { UTApi, UTFile } from "uploadthing/server";
import { dataDir } from "@/lib/db/config";
import { AppError } from "@/lib/errors";
import { PHOTO_FORMATS, type PhotoFormat } from "./limits";

export type StoredFile = { url: string; key: string };

/** Where photo files live. `key` is the backend's own name for the file, as `put` returned it. */
export type PhotoStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  delete(key: string): Promise<void>;
};

/** The URL path under which the app serves locally stored files (app/api/uploads/[...key]/route.ts). */
export const LOCAL_UPLOADS_PATH = "/api/uploads";

// Keys are made here ("<userId>/<uuid>.<ext>"), but the serving route takes them from the URL: only plain names
// (no "..", no hidden files, no separators inside a segment) so that a key can never leave the uploads folder.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

function localPath(root: string, key: string): string {
  const segments = key.split("/");
  if (segments.length > 4 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
    throw new AppError("file_not_found", "File not found");
  }
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new AppError("file_not_found", "File not found");
  return file;
}

export function localUploadsRoot(): string {
  return path.join(dataDir(), "uploads");
}

/** Files under DATA_DIR/uploads, served by the app at LOCAL_UPLOADS_PATH. */
export function createLocalStorage(root = localUploadsRoot()): PhotoStorage {
  return {
    async put(key, bytes) {
      const file = localPath(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader never sees half a file, and a crash leaves no file under the real key.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { key, url: `${LOCAL_UPLOADS_PATH}/${key}` };
    },
    async delete(key) {
      await fs.rm(localPath(root, key), { force: true });
    },
  };
}

const formatByExtension = new Map<string, PhotoFormat>(
  Object.entries(PHOTO_FORMATS).flatMap(([format, { extensions }]) =>
    extensions.map((ext) => [ext, format as PhotoFormat]),
  ),
);

/** Opens a locally stored photo for streaming; 404 for anything that is not a stored image. */
export async function openLocalUpload(key: string, root = localUploadsRoot()) {
  const file = localPath(root, key);
  const format = formatByExtension.get(path.extname(file).toLowerCase());
  const stat = await fs.stat(file).catch(() => null);
  if (!format || !stat?.isFile()) throw new AppError("file_not_found", "File not found");
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return { body, size: stat.size, contentType: PHOTO_FORMATS[format].contentType };
}

/** The part of UTApi this module uses; typed from the package so that a test double must match it. */
export type UploadThingApi = Pick<UTApi, "uploadFiles" | "deleteFiles">;

/** Files on UploadThing. The file key is UploadThing's (it picks it); our key only names the file. */
export function createUploadThingStorage(utapi: UploadThingApi): PhotoStorage {
  return {
    async put(key, bytes, contentType) {
      const name = key.split("/").pop() ?? key;
      // A copy: Blob parts must be backed by a plain ArrayBuffer, which a Node Buffer's type does not promise.
      const result = await utapi.uploadFiles(new UTFile([new Uint8Array(bytes)], name, { type: contentType }));
      // uploadFiles reports failure in its result rather than by throwing.
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.code} ${result.error.message}`);
      return { key: result.data.key, url: result.data.ufsUrl };
    },
    async delete(key) {
      const { success } = await utapi.deleteFiles(key);
      if (!success) throw new Error(`UploadThing could not delete ${key}`);
    },
  };
}

let selected: PhotoStorage | undefined;

/** UploadThing when UPLOADTHING_TOKEN is set, else local files. Chosen once per process. */
export function photoStorage(): PhotoStorage {
  selected ??= process.env.UPLOADTHING_TOKEN
    ? createUploadThingStorage(new UTApi({ token: process.env.UPLOADTHING_TOKEN }))
    : createLocalStorage();
  return selected;
}
