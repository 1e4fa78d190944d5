/** Made on first use: a phone spends milliseconds building each formatter, which a page should not pay as it starts. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
