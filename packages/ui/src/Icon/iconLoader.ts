import type { IconifyJSON } from '@iconify/types';
import { getIconData, type IconifyIcon } from '@iconify/utils';
import { bundledIcons } from './bundledIcons';

/** The collection a name without a prefix belongs to: the bundled lucide set. */
export const defaultIconCollection = bundledIcons.prefix;

/** Milliseconds the host's icon endpoint gets before the public API is asked instead. */
export const defaultIconTimeoutMs = 1500;

/** The public Iconify API, asked when the host's endpoint has no answer. */
export const defaultIconifyApi = 'https://api.iconify.design';

/** Where icons that are not bundled come from. */
export interface IconSources {
  /** Base path of the host app; icons are fetched from `{base}api/icons/{collection}.json?icons={name}`. */
  base: string;
  /** Root of the public Iconify API, or `null` to never leave the host (tests, offline builds). */
  iconifyApi: string | null;
  /** Milliseconds each request may take before it is given up. */
  timeoutMs: number;
}

/** An icon name split into its collection and its name within it. */
export interface IconName {
  /** Collection prefix, e.g. `lucide` or `mdi`. */
  collection: string;
  /** Name inside the collection, e.g. `wallet`. */
  name: string;
}

// Iconify's own naming rule; anything else never reaches a URL.
const part = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Splits `collection:name` (or a bare `name` of the bundled collection); `null` for a malformed name. */
export function parseIconName(value: string): IconName | null {
  const colon = value.indexOf(':');
  const collection = colon === -1 ? defaultIconCollection : value.slice(0, colon);
  const name = colon === -1 ? value : value.slice(colon + 1);
  return part.test(collection) && part.test(name) ? { collection, name } : null;
}

// Icon bodies are SVG markup inlined with innerHTML: anything that could run script, load a page or another
// resource, or restyle the document (a <style> inside inline SVG applies to the whole page) is refused, and the
// icon stays an empty box. `<use>` may only point inside the icon.
const unsafeMarkup = [
  /<\s*(?:script|style|foreignObject|iframe|object|embed|image|a)[\s>/]/i,
  /[\s/"']on[a-z]+\s*=/i,
  /javascript:/i,
  /<!(?:ENTITY|DOCTYPE)/i,
  /<\s*use\b[^>]*\bhref\s*=\s*(?!["']?#)/i,
];

/** Whether an icon body is safe to inline: no script, event handlers, `javascript:` links, styles or embeds. */
export function isSafeIconBody(body: string): boolean {
  return !unsafeMarkup.some((pattern) => pattern.test(body));
}

/** The bundled icon of that name, or `null`; synchronous, so bundled icons render on the server too. */
export function getBundledIcon(icon: IconName): IconifyIcon | null {
  return icon.collection === bundledIcons.prefix ? getIconData(bundledIcons, icon.name) : null;
}

type Listener = () => void;

// `null` is a remembered failure: a missing icon is not asked for again on every render.
const cache = new Map<string, IconifyIcon | null>();
const pending = new Map<string, Promise<IconifyIcon | null>>();
const listeners = new Map<string, Set<Listener>>();

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The URLs asked in turn for an icon: the host's endpoint, then the public API unless it is disabled. */
export function iconUrls({ collection, name }: IconName, sources: IconSources): string[] {
  const file = `${encodeURIComponent(collection)}.json?icons=${encodeURIComponent(name)}`;
  const urls = [`${withTrailingSlash(sources.base)}api/icons/${file}`];
  if (sources.iconifyApi !== null) urls.push(`${withTrailingSlash(sources.iconifyApi)}${file}`);
  return urls;
}

/** The cache key of an icon from given sources: a failure with the network off must not hide it from a later provider. */
export function iconCacheKey(icon: IconName, sources: IconSources): string {
  return `${icon.collection}:${icon.name}|${sources.base}|${sources.iconifyApi ?? ''}`;
}

async function fetchFrom(url: string, icon: IconName, timeoutMs: number): Promise<IconifyIcon | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const json = (await response.json()) as IconifyJSON;
    if (json?.prefix !== icon.collection || typeof json.icons !== 'object') return null;
    const data = getIconData(json, icon.name);
    return data && typeof data.body === 'string' && isSafeIconBody(data.body) ? data : null;
  } catch {
    // Offline, aborted by the timeout, not JSON: every failure means "try the next source".
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What is known about an icon now: its data, `null` after a failure, `undefined` while unknown. */
export function getCachedIcon(key: string): IconifyIcon | null | undefined {
  return cache.get(key);
}

/** Calls `onChange` when the icon under `key` finishes loading. Returns the unsubscribe function. */
export function subscribeToIcon(key: string, onChange: Listener): () => void {
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(onChange);
  listeners.set(key, set);
  return () => {
    set.delete(onChange);
    if (set.size === 0) listeners.delete(key);
  };
}

/**
 * Loads an icon that is not bundled: the host's endpoint with a timeout, then the public API. Resolves to its
 * data or `null`; never rejects. The outcome is cached for the page's life and concurrent callers share one request.
 */
export function loadIcon(icon: IconName, sources: IconSources): Promise<IconifyIcon | null> {
  const key = iconCacheKey(icon, sources);
  if (cache.has(key)) return Promise.resolve(cache.get(key) ?? null);
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;

  const request = (async () => {
    for (const url of iconUrls(icon, sources)) {
      const data = await fetchFrom(url, icon, sources.timeoutMs);
      if (data) return data;
    }
    return null;
  })().then((data) => {
    cache.set(key, data);
    pending.delete(key);
    for (const listener of listeners.get(key) ?? []) listener();
    return data;
  });
  pending.set(key, request);
  return request;
}

/** Forgets every loaded and failed icon, e.g. between tests or after the network came back. */
export function clearIconCache(): void {
  cache.clear();
  pending.clear();
}
