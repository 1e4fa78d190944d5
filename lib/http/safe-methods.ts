const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request's method only reads (RFC 9110's safe methods): every other may change something. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
