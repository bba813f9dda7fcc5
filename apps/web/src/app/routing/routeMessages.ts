import { defineMessages, type MessageDescriptor } from 'react-intl';

// Each page's heading (also its document title) and its description (the lead paragraph and the meta description),
// declared once so the page, the <title> and the search-engine snippet never disagree.

const titles = defineMessages({
  home: { id: 'route.home.title', defaultMessage: 'Lode mining pool' },
  faq: { id: 'route.faq.title', defaultMessage: 'Frequently asked questions' },
  top: { id: 'route.top.title', defaultMessage: 'Top miners' },
  calc: { id: 'route.calc.title', defaultMessage: 'Profitability calculator' },
  news: { id: 'route.news.title', defaultMessage: 'Pool news' },
  contacts: { id: 'route.contacts.title', defaultMessage: 'Contacts' },
  docs: { id: 'route.docs.title', defaultMessage: 'API documentation' },
  apiDocsType: { id: 'route.apiDocsType.title', defaultMessage: 'API reference' },
  apiDocsMethod: { id: 'route.apiDocsMethod.title', defaultMessage: 'API method' },
  dashboard: { id: 'route.dashboard.title', defaultMessage: 'Dashboard' },
  statistics: { id: 'route.statistics.title', defaultMessage: 'Statistics' },
  workers: { id: 'route.workers.title', defaultMessage: 'Workers' },
  accruals: { id: 'route.accruals.title', defaultMessage: 'Accruals' },
  payouts: { id: 'route.payouts.title', defaultMessage: 'Payouts' },
  wallets: { id: 'route.wallets.title', defaultMessage: 'Wallets' },
  referral: { id: 'route.referral.title', defaultMessage: 'Referral programme' },
  api: { id: 'route.api.title', defaultMessage: 'API access' },
  settings: { id: 'route.settings.title', defaultMessage: 'Settings' },
  error401: { id: 'route.error401.title', defaultMessage: 'Your session has ended' },
  error404: { id: 'route.error404.title', defaultMessage: 'Page Not Found' },
  errorBanned: { id: 'route.errorBanned.title', defaultMessage: 'Your account is blocked' },
  techWork: { id: 'route.techWork.title', defaultMessage: 'Maintenance in progress' },
  authCallback: { id: 'route.authCallback.title', defaultMessage: 'Signing you in…' },
});

const descriptions = defineMessages({
  home: {
    id: 'route.home.description',
    defaultMessage:
      'Scrypt mining for Litecoin with merge-mined Dogecoin: one connection, two coins, payouts every day.',
  },
  faq: {
    id: 'route.faq.description',
    defaultMessage: 'Answers about languages, themes, payouts and how the pool counts your work.',
  },
  top: {
    id: 'route.top.description',
    defaultMessage: 'The miners with the highest hashrate over the last 24 hours, their names masked.',
  },
  calc: {
    id: 'route.calc.description',
    defaultMessage:
      'Estimate what your hashrate earns a day in Litecoin and Dogecoin, after the pool fee and power costs.',
  },
  news: {
    id: 'route.news.description',
    defaultMessage: 'Announcements from the pool: maintenance windows, new coins and changes to payouts.',
  },
  contacts: {
    id: 'route.contacts.description',
    defaultMessage: 'How to reach the pool team for help with mining, payouts or your account.',
  },
  docs: {
    id: 'route.docs.description',
    defaultMessage:
      'The pool’s HTTP API: public statistics for everyone, and your account data with a personal key.',
  },
  apiDocsType: {
    id: 'route.apiDocsType.description',
    defaultMessage: 'Every method of this part of the API, with its parameters and answers.',
  },
  apiDocsMethod: {
    id: 'route.apiDocsMethod.description',
    defaultMessage: 'One method of the API: what it takes, what it answers and an example request.',
  },
  dashboard: {
    id: 'route.dashboard.description',
    defaultMessage: 'Your hashrate, workers, balance and today’s estimate at a glance.',
  },
  statistics: {
    id: 'route.statistics.description',
    defaultMessage: 'Your hashrate history and accepted, rejected and stale shares over time.',
  },
  workers: {
    id: 'route.workers.description',
    defaultMessage: 'Every rig connected to your account, its status, hashrate and last share.',
  },
  accruals: {
    id: 'route.accruals.description',
    defaultMessage: 'What the pool credited to you each day, by coin, type and status.',
  },
  payouts: {
    id: 'route.payouts.description',
    defaultMessage: 'Payments sent to your wallets, with amounts, fees and transaction links.',
  },
  wallets: {
    id: 'route.wallets.description',
    defaultMessage: 'Your payout address and threshold for each coin.',
  },
  referral: {
    id: 'route.referral.description',
    defaultMessage: 'Your referral link, the miners who joined with it and what they earned you.',
  },
  api: {
    id: 'route.api.description',
    defaultMessage: 'Personal API keys for your own tools and watchers, with the scopes you grant them.',
  },
  settings: {
    id: 'route.settings.description',
    defaultMessage: 'Language, theme and notifications for your account.',
  },
  error401: {
    id: 'route.error401.description',
    defaultMessage: 'You were signed out, or your sign-in could not be renewed. Sign in again to carry on.',
  },
  error404: {
    id: 'route.error404.description',
    defaultMessage: 'The address may be mistyped, or the page has moved.',
  },
  errorBanned: {
    id: 'route.errorBanned.description',
    defaultMessage:
      'This account can no longer use the cabinet. If you think this is a mistake, write to the pool team and give your user name.',
  },
  techWork: {
    id: 'route.techWork.description',
    defaultMessage:
      'The pool site is being updated. Your rigs keep mining and your shares keep counting; the site is back shortly.',
  },
  authCallback: {
    id: 'route.authCallback.description',
    defaultMessage: 'Finishing your sign-in. You will be taken to your page in a moment.',
  },
});

/** Short names for navigation links. */
export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  faq: { id: 'nav.faq', defaultMessage: 'FAQ', description: 'Header link to the frequently asked questions' },
  top: { id: 'nav.top', defaultMessage: 'Top miners' },
  calc: { id: 'nav.calc', defaultMessage: 'Calculator' },
  news: { id: 'nav.news', defaultMessage: 'News' },
  contacts: { id: 'nav.contacts', defaultMessage: 'Contacts' },
  docs: { id: 'nav.docs', defaultMessage: 'API docs' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  statistics: { id: 'nav.statistics', defaultMessage: 'Statistics' },
  workers: { id: 'nav.workers', defaultMessage: 'Workers' },
  accruals: { id: 'nav.accruals', defaultMessage: 'Accruals' },
  payouts: { id: 'nav.payouts', defaultMessage: 'Payouts' },
  wallets: { id: 'nav.wallets', defaultMessage: 'Wallets' },
  referral: { id: 'nav.referral', defaultMessage: 'Referral' },
  api: { id: 'nav.api', defaultMessage: 'API access' },
  settings: { id: 'nav.settings', defaultMessage: 'Settings' },
});

const fallbackTitle = titles.home;

/** The heading and document title of a page. */
export function routeTitle(id: string): MessageDescriptor {
  return (titles as Record<string, MessageDescriptor>)[id] ?? fallbackTitle;
}

/** The lead paragraph and meta description of a page. */
export function routeDescription(id: string): MessageDescriptor {
  return (descriptions as Record<string, MessageDescriptor>)[id] ?? descriptions.home;
}

/** The short navigation name of a page. */
export function navLabel(id: string): MessageDescriptor {
  return (navMessages as Record<string, MessageDescriptor>)[id] ?? routeTitle(id);
}

/** Ids with a title, for tests that check every route has one. */
export const titledRouteIds = Object.keys(titles);
