// A test-runner plugin: serves test/browser/csp/strict.html with the strict Content-Security-Policy
// the library promises to work under (docs/csp.md), plus `connect-src` for the emulator, which
// runs on another origin. Only that page gets the header: the runner's own pages need inline
// scripts.
export const STRICT_PAGE = '/test/browser/csp/strict.html';

/** The policy, with the emulator's origin allowed for requests. */
export const strictPolicy = (emulatorUrl) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${emulatorUrl}`,
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');

/** `emulatorUrl`: a function, since the emulator starts with the server. */
export function cspPlugin(emulatorUrl) {
  return {
    name: 'strict-csp-page',
    transform(context) {
      if (context.path !== STRICT_PAGE) return undefined;
      return {
        headers: { 'content-security-policy': strictPolicy(emulatorUrl()) },
        transformCache: false,
      };
    },
  };
}
