// `@lode/idp/testing`: what tests, the bench and the scripts share to drive this provider as a browser or the app
// would. The forms (forms.ts) in a Playwright page or over HTTP, a user's tokens by the code flow (codeFlow.ts), the
// authenticator set-up on the account page (account.ts) and its codes (totp.ts), the test controls (control.ts),
// and the cookie-keeping HTTP client they use (browser.ts).
export * from './account';
export * from './browser';
export * from './codeFlow';
export * from './control';
export * from './forms';
export * from './totp';
