import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cabinetQueryClient } from './queryClient';

/** Gives a cabinet page the shared query cache of the pool API. */
export function CabinetData({ children }: { /** The page. */ children?: ReactNode }) {
  return <QueryClientProvider client={cabinetQueryClient()}>{children}</QueryClientProvider>;
}
