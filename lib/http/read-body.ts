import "server-only";
import { AppError } from "@/lib/errors";

export const MAX_JSON_BYTES = 64 * 1024;

/**
 * The body's bytes, refused as soon as the declared length or the bytes received pass maxBytes: an oversized body
 * is never buffered whole. `tooLarge` is the error to refuse it with.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Parses a JSON body; an empty body reads as {} so that schemas decide what is required. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const bytes = await readLimitedBytes(
    request,
    maxBytes,
    () => new AppError("body_too_large", "Request body is too large"),
  );
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "Request body must be valid JSON");
  }
}
