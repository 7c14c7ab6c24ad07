/**
 * The lead create's reCAPTCHA v3 token (SPEC §3 googleCaptchaToken). The tracking
 * chunk registers a source when the deployment configures a site key; the create asks for a token
 * and goes on without one when there is none, it fails, or it is slower than the wait: a captcha
 * never blocks an applicant (the server may decide).
 */
export const CAPTCHA_WAIT_MS = 1500;

type TokenSource = () => Promise<string | undefined>;
let source: TokenSource | null = null;

export function setCaptchaTokenSource(next: TokenSource | null): void {
  source = next;
}

export async function captchaToken(waitMs = CAPTCHA_WAIT_MS): Promise<string | undefined> {
  const current = source;
  if (!current) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const token = await Promise.race([current().catch(() => undefined), late]);
    return typeof token === 'string' && token !== '' ? token : undefined;
  } finally {
    clearTimeout(timer);
  }
}
