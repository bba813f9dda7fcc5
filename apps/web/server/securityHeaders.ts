import { createHash } from 'node:crypto';

/** The `sha256-…` sources of every inline `<script>` in a page, for a CSP without `unsafe-inline`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the app's pages: own origin, the configured identity provider and API origins and
 * nothing more, no inline scripts but the hashed ones. Icons come from this server's own `api/icons` endpoint, so
 * the public Iconify API is not allowed (the app turns that fallback off). Inline styles are allowed: the API
 * reference (Scalar, on /docs/api-swagger/*) writes its theme into `<style>` elements and renders markup with
 * `style` attributes at run time, and a policy is per document, so a client-side navigation from any page into the
 * docs keeps the policy that page was served with. Styles cannot run code; scripts stay hash-only.
 */
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  authOrigin: string;
  apiOrigin?: string;
}): string {
  const connect = ["'self'", options.authOrigin, options.apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src 'self' ${options.authOrigin}`,
    `form-action 'self' ${options.authOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of `/silent-check-sso.html`: framed by the app's own pages only, running only its hashed script and the
 * one script that script adds (`'strict-dynamic'`: @lode/auth's engine, which exchanges the provider's code at the
 * provider's token endpoint, hence `connect-src`).
 */
export function silentCheckPolicy(scriptHashes: string[], authOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHashes.join(' ')} 'strict-dynamic'`,
    `connect-src 'self' ${authOrigin}`,
    // The engine in the frame registers (finds) the page's service worker.
    "worker-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The policy of @lode/auth's service worker: it loads its trusted domains from here and fetches what the app's pages
 * ask of it (this origin, the identity provider, the API), nothing more.
 */
export function serviceWorkerPolicy(options: { authOrigin: string; apiOrigin?: string }): string {
  const connect = ["'self'", options.authOrigin, options.apiOrigin].filter(Boolean).join(' ');
  return ["default-src 'none'", "script-src 'self'", `connect-src ${connect}`].join('; ');
}

/** Headers sent with every response. */
export const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
