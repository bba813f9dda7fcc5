import { IconProvider } from '@lode/ui';
import type { ReactNode } from 'react';
import { useAppBasePath } from '../../../lib/runtime/basePath';

/**
 * Where icons that are not bundled come from: this server's `api/icons` only, since its CSP allows no other origin
 *. Put in the layouts that draw icons, so the icon set is no part of the first paint's code.
 */
export function AppIcons({
  children,
}: {
  /** The part of the page whose icons load from here. */ children: ReactNode;
}) {
  return (
    <IconProvider base={useAppBasePath()} iconifyApi={null}>
      {children}
    </IconProvider>
  );
}
