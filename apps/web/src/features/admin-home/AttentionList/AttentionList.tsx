import { Card, Skeleton } from '@lode/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './AttentionList.css';

/** One thing the operator may need to look at. */
export interface AttentionItem {
  /** Stable id (the section). */
  id: string;
  /** What is counted or shown. */
  label: ReactNode;
  /** The figure or state; undefined while it loads. */
  value?: ReactNode;
  /** Why the figure could not be read. */
  error?: ReactNode;
  /** Whether the figure asks for action (drawn stronger). */
  urgent?: boolean;
  /** The console page that deals with it. */
  to: string;
}

/** The console's overview: each thing that may need attention, a link to its page. */
export function AttentionList({
  items,
  label,
}: {
  /** The things to show, in order. */ items: readonly AttentionItem[];
  /** The list's accessible name. */ label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card asChild padding="md">
            <Link to={item.to} className={styles.tile} data-urgent={item.urgent || undefined}>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.value}>
                {item.error ?? item.value ?? <Skeleton width="4ch" height="1.5rem" />}
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
