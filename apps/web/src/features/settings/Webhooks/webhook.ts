import type { WebhookDelivery, WebhookEndpoint, WebhookFormat } from '../../../lib/cabinet/webhookQueries';

// The rules of the webhooks section that are not words: the form's choices and checks, how the API's URL refusals
// are recognised, and what an endpoint's state is.

/** The body shapes the form offers, the standard one first. */
export const webhookFormats: readonly WebhookFormat[] = ['standard', 'slack', 'discord'];

/** The longest description the API takes, in characters. */
export const webhookDescriptionMax = 100;

/** How many endpoints an account may have. */
export const webhookLimit = 20;

/** Whether a text is one of the offered formats. */
export function isWebhookFormat(value: string): value is WebhookFormat {
  return (webhookFormats as readonly string[]).includes(value);
}

/** Why the API refused a URL: not a URL, not https, an address inside a network, or a name that does not resolve. */
export type WebhookUrlProblem =
  'url_required' | 'url_invalid' | 'url_scheme' | 'url_private' | 'url_unresolvable';

const apiUrlProblems: readonly WebhookUrlProblem[] = [
  'url_invalid',
  'url_scheme',
  'url_private',
  'url_unresolvable',
];

/**
 * What is wrong with a typed URL before the API is asked, or null. Only the form is checked here (a web address at
 * all); whether it is https and where it points is the API's to say, since only it knows what the operator allows.
 */
export function webhookUrlProblem(text: string): WebhookUrlProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'url_required';
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'url_scheme';
  } catch {
    return 'url_invalid';
  }
}

/** The URL code in a field message of the API (`url_private`, or a sentence naming it), or null. */
export function knownUrlProblem(message: string): WebhookUrlProblem | null {
  return apiUrlProblems.find((code) => message === code || message.includes(code)) ?? null;
}

/** What is wrong with a description, or null. */
export function webhookDescriptionProblem(text: string): 'tooLong' | null {
  return [...text.trim()].length > webhookDescriptionMax ? 'tooLong' : null;
}

/** An endpoint's state: delivering, turned off by its owner, or turned off after failing for 24 hours. */
export type WebhookState = 'active' | 'owner' | 'failing';

/** The state of an endpoint. */
export function webhookState(endpoint: WebhookEndpoint): WebhookState {
  if (endpoint.enabled) return 'active';
  return endpoint.disabledReason === 'failing' ? 'failing' : 'owner';
}

/** Whether a delivery is still to go out (waiting or between retries). */
export function deliveryOpen(delivery: WebhookDelivery): boolean {
  return delivery.status === 'pending' || delivery.status === 'retrying';
}
