import { createRequire } from 'node:module';
const { chromium } = createRequire('/work/wt/i38-idp/package.json')('playwright');
import { startIdp } from './dist/index.js';
import { TOTP, Secret } from 'otpauth';

const APP = 'http://localhost:3996';
const idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
const code = (s) => new TOTP({ secret: Secret.fromBase32(s) }).generate();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = '/tmp/i38-idp-shots';
const auth = (extra) => {
  const u = new URL(`${idp.issuer}/protocol/openid-connect/auth`);
  u.search = new URLSearchParams({
    client_id: 'lode-web',
    redirect_uri: `${APP}/cb`,
    response_type: 'code',
    scope: 'openid',
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSwSd4Ra',
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return u.href;
};
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route(`${APP}/**`, (r) => r.fulfill({ body: 'app' }));
  const username = `shot${width}`;
  await page.goto(auth({ prompt: 'create' }));
  await page.fill('#email', `${username}@example.com`);
  await page.fill('#username', username);
  await page.fill('#password', 'pw');
  await page.fill('#password-confirm', 'pw');
  await page.click('#kc-register');
  await page.waitForURL((u) => u.origin === APP);
  const shot = async (name) => {
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${out}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  };
  await page.goto(`${idp.issuer}/account`);
  await shot('account');
  await page.click('#totp-setup');
  await page.fill('#password', 'pw');
  await page.fill('#totp', '000000');
  await page.click('#saveTOTPBtn');
  await shot('setup-error');
  const secret = (await page.textContent('#kc-totp-secret-key')).replaceAll(' ', '');
  await page.fill('#password', 'pw');
  await page.fill('#totp', code(secret));
  await page.click('#saveTOTPBtn');
  await shot('recovery');
  await page.click('#kc-back-to-account');
  await shot('account-enrolled');
  await page.goto(auth({ acr_values: '2', ui_locales: width === 390 ? 'cn' : 'ru' }));
  await page.fill('#otp', '111111');
  await page.click('#kc-login');
  await shot('otp-error');
  await fetch(`${idp.url}/__lode/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '{"offsetSeconds":600}',
  });
  await page.goto(auth({ max_age: '300' }));
  await shot('reauth');
  await fetch(`${idp.url}/__lode/clock`, { method: 'DELETE' });
  await context.close();
}
await browser.close();
await idp.close();
