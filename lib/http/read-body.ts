import { AppError } from "@/lib/errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a request body as text, refusing it (without buffering the rest) once it exceeds maxBytes. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("BAD_INPUT", "Request body is too large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError("BAD_INPUT", "Request body is too large");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses a JSON body; an empty body reads as {} so that schemas decide what is required. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readLimitedText(request, maxBytes);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_INPUT", "Request body must be valid JSON");
  }
}
