import { iconToSVG, replaceIDs } from '@iconify/utils';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
  type SVGProps,
} from 'react';
import { icon as iconClass } from './Icon.css';
import {
  defaultIconTimeoutMs,
  defaultIconifyApi,
  getBundledIcon,
  getCachedIcon,
  iconCacheKey,
  loadIcon,
  parseIconName,
  subscribeToIcon,
  type IconSources,
} from './iconLoader';

const IconSourcesContext = createContext<IconSources>({
  base: '/',
  iconifyApi: defaultIconifyApi,
  timeoutMs: defaultIconTimeoutMs,
});

/** Props of {@link IconProvider}. */
export interface IconProviderProps {
  /** Base path of the host app (its `LODE_BASE_PATH`); unbundled icons come from `{base}api/icons/…`. Default `/`. */
  base?: string;
  /** Root of the public Iconify API, asked second; `null` keeps every request on the host (tests, offline builds). */
  iconifyApi?: string | null;
  /** Milliseconds each icon request may take before the next source is asked. Default 1500. */
  timeoutMs?: number;
  /** The part of the app whose icons load from these sources. */
  children: ReactNode;
}

/** Says where `Icon` fetches icons that are not bundled: the host's base path and the public Iconify API. */
export function IconProvider({
  base = '/',
  iconifyApi = defaultIconifyApi,
  timeoutMs = defaultIconTimeoutMs,
  children,
}: IconProviderProps) {
  const value = useMemo(() => ({ base, iconifyApi, timeoutMs }), [base, iconifyApi, timeoutMs]);
  return <IconSourcesContext.Provider value={value}>{children}</IconSourcesContext.Provider>;
}

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref' | 'name'> {
  /** Iconify name, `collection:name` (`lucide:wallet`, `mdi:pickaxe`); a bare name is a bundled lucide icon. */
  name: string;
  /** Height (and, for square icons, width): a number of pixels or any CSS length. Default `1em`, the text size. */
  size?: number | string;
  /** What the icon means, when nothing else says it: makes it an image with this name. Without it the icon is decorative. */
  label?: string;
}

const noSubscription = () => () => {};
const nothing = () => undefined;

/**
 * An icon in `currentColor`: bundled lucide icons render at once (also on the server); any other Iconify icon is
 * fetched after mount, and while it loads or if it cannot be had the icon is an empty box of the same size.
 */
// Pure, so an app that never draws an icon leaves the bundled set and @iconify/utils out of its bundle.
export const Icon = /* @__PURE__ */ forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = '1em', label, className, ...rest },
  ref,
) {
  const sources = useContext(IconSourcesContext);
  const parsed = useMemo(() => parseIconName(name), [name]);
  const bundled = useMemo(() => (parsed ? getBundledIcon(parsed) : null), [parsed]);
  const key = parsed && !bundled ? iconCacheKey(parsed, sources) : null;

  const subscribe = useCallback(
    (onChange: () => void) => (key ? subscribeToIcon(key, onChange) : noSubscription()),
    [key],
  );
  const getSnapshot = useCallback(() => (key ? getCachedIcon(key) : undefined), [key]);
  // The server snapshot is "unknown": server HTML and hydration both show the empty box, never a fetched icon.
  const fetched = useSyncExternalStore(subscribe, getSnapshot, nothing);

  useEffect(() => {
    if (parsed && key && getCachedIcon(key) === undefined) void loadIcon(parsed, sources);
  }, [parsed, key, sources]);

  const data = bundled ?? fetched ?? null;
  const height = typeof size === 'number' ? `${size}px` : size;
  const svg = useMemo(() => {
    if (!data) return null;
    const built = iconToSVG(data, { height });
    // Bundled bodies have no ids; fetched ones may (gradients, masks) and two copies on a page must not clash.
    const body = bundled || !built.body.includes('id=') ? built.body : replaceIDs(built.body);
    return { ...built.attributes, body };
  }, [data, bundled, height]);

  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={svg?.viewBox ?? '0 0 24 24'}
      width={svg?.width ?? height}
      height={svg?.height ?? height}
      focusable="false"
      data-icon={name}
      className={[iconClass, className].filter(Boolean).join(' ')}
      {...a11y}
      {...rest}
      // Bundled bodies come from the lucide package at build time; fetched ones passed `isSafeIconBody`.
      dangerouslySetInnerHTML={svg ? { __html: svg.body } : undefined}
    />
  );
});
