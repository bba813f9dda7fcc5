import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { Brand } from '../../shell/Brand';
import { PageProgress } from '../../shell/PageProgress';
import * as header from '../../shell/header.css';
import * as styles from './ErrorLayout.css';

/**
 * The frame of error and status pages (`error` layout): the brand, language and theme, and the message in the
 * middle. Part of the main bundle, since it must show when a page's own code cannot load.
 */
export function ErrorLayout({
  children,
}: {
  /** The error page; the route's page when absent. */ children?: ReactNode;
}) {
  return (
    <div className={header.page} data-layout="error">
      <header className={header.header}>
        <PageProgress />
        <Brand />
        <div className={header.controls}>
          <LanguageSwitcher />
          <ThemeControl iconOnly />
        </div>
      </header>
      <main className={styles.main}>{children ?? <Outlet />}</main>
    </div>
  );
}
