import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { Brand } from '../../shell/Brand';
import { PageProgress } from '../../shell/PageProgress';
import * as styles from './TechWorkLayout.css';

/** The maintenance frame (`techwork` layout): nothing to navigate to, only the notice and a way to try again. */
export function TechWorkLayout() {
  return (
    <div className={styles.page} data-layout="techwork">
      <header className={styles.header}>
        <PageProgress />
        <Brand />
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
