/**
 * Only web addresses open as a document link (a policy, a consent's full text): a link from the
 * server never runs script (DESIGN.md §8). Relative addresses resolve against `base`.
 */
export function safeDocumentUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
