import { defineMessages, defineRoute, type RouteMeta } from '../../lib/routes';

/** A freeze link's token as the pool API writes it into the address-change e-mail (base64url). */
const freezeTokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A page anyone with the link may open: no sign-in (the token is the credential, so the address goes nowhere else);
 * any other address is a 404.
 */
const freezeLinkPage: RouteMeta = {
  layout: 'default',
  middleware: ['locale'],
  secretPath: true,
  validate: (params) => freezeTokenPattern.test(params.token ?? ''),
};

/** The page `FreezePayouts` at `/security/freeze/:token`, the link of an address-change e-mail. */
export const freezePayoutsRoute = defineRoute({
  id: 'freezePayouts',
  path: '/security/freeze/:token',
  meta: freezeLinkPage,
  messages: defineMessages({
    title: { id: 'route.freezePayouts.title', defaultMessage: 'Freeze payouts' },
    description: {
      id: 'route.freezePayouts.description',
      defaultMessage:
        'Your payout address was changed. If it was not you, stop the coin’s payouts here until support has checked your account.',
    },
  }),
  page: () => import('./FreezePayouts').then((m) => m.FreezePayouts),
});
