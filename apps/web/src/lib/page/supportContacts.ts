// Where the pool's support answers, shown on the contacts page and wherever a page sends a user to support (the
// banned page). An operator changes these two.

/** The support team's e-mail address. */
export const supportEmail = 'support@lode.example';

/** The support team's Telegram channel. */
export const supportTelegram = 'https://t.me/lode_pool_support';
