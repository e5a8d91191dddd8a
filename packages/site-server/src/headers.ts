import { createHash } from 'node:crypto';
import { CONSENT_SCRIPT } from '@academy/shared/consent.ts';

/** The CSP source that allows the pages' one inline script (the consent marker) and no other. */
const CONSENT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(CONSENT_SCRIPT).digest('base64')}'`;

/** Default origins the contacts map may load in a frame, once the visitor asks for it. */
const DEFAULT_FRAME_SOURCES = 'https://www.openstreetmap.org https://www.google.com https://maps.google.com';

/**
 * The Content-Security-Policy of both apps: no inline script but the consent marker (allowed by
 * its hash), API calls and media only to the
 * configured Supabase API, forms to this site (and, with payments, the provider's checkout). Styles allow 'unsafe-inline' because MUI (emotion) injects style tags.
 */
export function contentSecurityPolicy(
  supabaseUrl: string,
  frameSources = DEFAULT_FRAME_SOURCES,
  checkoutOrigin: string | null = null,
): string {
  const api = new URL(supabaseUrl).origin;
  return [
    "default-src 'self'",
    // WebAssembly (no eval) for the back office's in-browser HEIC photo conversion, whose
    // decoder runs in a worker made from a blob.
    `script-src 'self' 'wasm-unsafe-eval' ${CONSENT_SCRIPT_SOURCE}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self' data:",
    `frame-src ${frameSources}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // Pay posts to this site, which redirects to the payment provider's checkout page: browsers
    // check form-action on that redirect too.
    checkoutOrigin ? `form-action 'self' ${checkoutOrigin}` : "form-action 'self'",
  ].join('; ');
}

/** Headers sent with every response of the site server. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}
