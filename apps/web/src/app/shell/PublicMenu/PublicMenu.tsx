import { Button } from '@lode/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { publicNavIds, publicNavPaths, siteNavMessages } from '../SiteNav';
import * as styles from './PublicMenu.css';

const messages = defineMessages({
  menu: {
    id: 'header.menu',
    defaultMessage: 'Menu',
    description:
      'Button of the public header on a phone that opens the site menu, and the title of that menu',
  },
});

// The sheet is a Radix dialog: its module loads when the button is first pointed at, focused or pressed, so a
// public page's first load carries only this button. What the header's own modules provide (the pages, the
// switchers, the styles) comes in as props: a module both this chunk and the sheet's imported would be split into a
// chunk of its own, which every public page would then load.
const loadSheet = () => import('./PublicMenuSheet');
const PublicMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.PublicMenuSheet })));
const preloadSheet = () => void loadSheet().catch(() => {});

/**
 * The public header's menu button below sm, where the links, language, theme and Register live in a sheet it opens;
 * hidden from sm on, where the header shows them itself.
 */
export function PublicMenu() {
  const intl = useIntl();
  // Undefined until the first opening; the sheet stays mounted from then on, so that closing it returns focus and
  // later openings are immediate.
  const [open, setOpen] = useState<boolean>();
  const sheetId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const label = intl.formatMessage(messages.menu);
  return (
    <span className={styles.menuSlot}>
      <Button
        ref={button}
        variant="ghost"
        tone="neutral"
        className={styles.menuButton}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open === true}
        aria-controls={open ? sheetId : undefined}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => setOpen(true)}
      >
        {/* lucide "menu", drawn inline (its strokes set in CSS) so the button needs no icon code. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.menuIcon}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <PublicMenuSheet
            open={open}
            onOpenChange={setOpen}
            id={sheetId}
            returnFocusRef={button}
            label={label}
            navigationLabel={intl.formatMessage(siteNavMessages.label)}
            pages={publicNavIds}
            paths={publicNavPaths}
            sectionClassName={styles.section}
            preferences={
              <>
                <LanguageSwitcher />
                <ThemeControl iconOnly />
              </>
            }
          />
        </Suspense>
      )}
    </span>
  );
}
