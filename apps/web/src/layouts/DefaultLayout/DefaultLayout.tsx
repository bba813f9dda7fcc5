import { Outlet } from 'react-router-dom';
import { AccountMenu } from '../../AccountMenu';
import { LanguageSwitcher } from '../../LanguageSwitcher';
import { ThemeControl } from '../../ThemeControl';
import { Brand } from '../parts/Brand';
import { PageProgress } from '../parts/PageProgress';
import * as styles from '../parts/header.css';
import { SiteFooter } from '../parts/SiteFooter';
import { SiteNav } from '../parts/SiteNav';

/** The public frame (`default` layout): header with navigation, language, theme and account; the page; footer. */
export function DefaultLayout() {
  return (
    <div className={styles.page} data-layout="default">
      <header className={styles.header}>
        <PageProgress />
        <Brand />
        <SiteNav />
        <div className={styles.controls}>
          <LanguageSwitcher />
          <ThemeControl iconOnly />
          <AccountMenu />
        </div>
      </header>
      <main className={`${styles.main} ${styles.grow}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
