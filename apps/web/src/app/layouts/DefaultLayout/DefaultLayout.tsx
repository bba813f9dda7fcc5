import { Outlet } from 'react-router-dom';
import { AccountMenu } from '../../shell/AccountMenu';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { Brand } from '../../shell/Brand';
import { PageProgress } from '../../shell/PageProgress';
import { PublicMenu } from '../../shell/PublicMenu';
import * as styles from '../../shell/header.css';
import { SiteFooter } from '../../shell/SiteFooter';
import { SiteNav } from '../../shell/SiteNav';

/**
 * The public frame (`default` layout): header with navigation, language, theme and account (below sm: brand, account
 * and a menu button whose sheet holds the rest); the page; footer.
 */
export function DefaultLayout() {
  return (
    <div className={styles.page} data-layout="default">
      <header className={styles.header}>
        <PageProgress />
        <Brand />
        <SiteNav />
        <div className={styles.controls}>
          <div className={styles.preferences}>
            <LanguageSwitcher />
            <ThemeControl iconOnly />
          </div>
          <AccountMenu />
          <PublicMenu />
        </div>
      </header>
      <main className={`${styles.main} ${styles.grow}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
