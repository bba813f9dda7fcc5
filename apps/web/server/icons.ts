import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';

/** The Iconify collections the server answers for: small sets installed with the app (lucide is ours, bundled too). */
export const iconCollections = ['lucide', 'cryptocurrency'] as const;

/** The most icon names one request may ask for. */
export const maxIconsPerRequest = 200;

// Iconify's own naming rule for collections and icons.
const iconNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<IconifyJSON>>();

function loadCollection(name: string): Promise<IconifyJSON> {
  let collection = loaded.get(name);
  if (!collection) {
    // Read once, on first use: most servers are asked for a few icons of one set.
    collection = readFile(require.resolve(`@iconify-json/${name}/icons.json`), 'utf8').then(
      (text) => JSON.parse(text) as IconifyJSON,
    );
    loaded.set(name, collection);
  }
  return collection;
}

/** The answer to `api/icons/{collection}.json?icons=…`: a status and a JSON body, in the public API's shape. */
export async function iconsResponse(
  collection: string,
  icons: string | undefined,
): Promise<{ status: 200 | 400 | 404; body: unknown }> {
  if (!(iconCollections as readonly string[]).includes(collection)) {
    return {
      status: 404,
      body: { code: 'unknown_collection', message: `No icon collection "${collection}"` },
    };
  }
  const names = (icons ?? '').split(',').filter((n) => n !== '');
  if (names.length === 0) {
    return { status: 400, body: { code: 'bad_request', message: 'Name the icons: ?icons=a,b' } };
  }
  if (names.length > maxIconsPerRequest) {
    return {
      status: 400,
      body: { code: 'too_many_icons', message: `At most ${maxIconsPerRequest} icons per request` },
    };
  }
  const bad = names.find((n) => !iconNamePattern.test(n));
  if (bad !== undefined) {
    return {
      status: 400,
      body: { code: 'bad_request', message: `"${bad.slice(0, 64)}" is not an icon name` },
    };
  }
  const data = await loadCollection(collection);
  // Unknown names come back in `not_found`, as the public Iconify API answers them.
  const picked = getIcons(data, [...new Set(names)], true) ?? { prefix: data.prefix, icons: {} };
  return { status: 200, body: picked };
}
