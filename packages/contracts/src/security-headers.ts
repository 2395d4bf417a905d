/**
 * The security headers of every response, SPA and API alike: CloudFront adds them in AWS
 * (stacks/Web.ts) and the local server sends the same set (packages/local), so the SPA is tested
 * under the policy it is served with.
 */

/**
 * CSP for the React SPA: everything from our own origin (the API is same-origin), plus the files
 * store for images and presigned uploads/downloads. Over plain HTTP (the local server) requests
 * are not upgraded to HTTPS, which would break them.
 */
export const contentSecurityPolicy = (fileOrigins: readonly string[], tls = true): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // PrimeReact positions overlays and sizes columns with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...fileOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...fileOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(tls ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

/** HSTS only where the site is served over TLS; browsers ignore it over plain HTTP anyway. */
export const securityHeaders = (csp: string, tls = true): Record<string, string> => ({
  ...(tls ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': csp,
});
