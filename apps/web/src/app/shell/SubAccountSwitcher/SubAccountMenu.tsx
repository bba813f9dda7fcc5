import { Icon } from '@lode/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useSubAccounts, withSubAccount } from '../../../lib/subaccounts';
import { buttonLabel, noMatch, searchFrom, switcherMessages as messages } from './SubAccountSwitcher';
import * as styles from './SubAccountSwitcher.css';

/** Props of {@link SubAccountMenu}. */
export interface SubAccountMenuProps {
  /** The sub-account shown, or undefined while none is. */
  current: string | undefined;
}

/**
 * The sub-account choice at the head of the phone's menu sheet, where the header has no room for it: a full-width
 * button that unfolds the active sub-accounts as links (a search box above more than ten), and the overview's link.
 * Each is an ordinary link, so the keyboard works as on any link and following one closes the sheet as the page
 * links do; the sub-account opened is remembered by the cabinet as any address's.
 */
export function SubAccountMenu({ current }: SubAccountMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const location = useLocation();
  const subAccounts = useSubAccounts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const activeOnes = (subAccounts.data?.items ?? []).filter((s) => s.archivedAt === null);
  const searchable = activeOnes.length >= searchFrom;
  const needle = text.trim().toLowerCase();
  const shown = searchable && needle ? activeOnes.filter((s) => s.name.includes(needle)) : activeOnes;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // The overview in the page's language: the path's locale prefix, if any, is the one of the page shown.
  const prefix = /^\/(ru|cn)(?=\/|$)/.exec(location.pathname)?.[0] ?? '';
  return (
    <div>
      <button
        type="button"
        className={`${styles.trigger} ${styles.triggerInMenu}`}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={
          current === undefined
            ? intl.formatMessage(messages.choose)
            : intl.formatMessage(buttonLabel, { name: current })
        }
        onClick={() => setOpen(!open)}
      >
        <Icon name="lucide:server" size={16} />
        <span className={`${styles.name} ${styles.nameInMenu}`}>
          {current ?? intl.formatMessage(messages.choose)}
        </span>
        <Icon name={open ? 'lucide:chevron-up' : 'lucide:chevron-down'} size={16} />
      </button>
      <div id={listId} hidden={!open} className={`${styles.panel} ${styles.panelInMenu}`}>
        {subAccounts.isPending && (
          <p role="status" className={styles.note}>
            {intl.formatMessage(messages.loading)}
          </p>
        )}
        {subAccounts.isError && (
          <p role="alert" className={styles.note}>
            {intl.formatMessage(messages.failed)}
          </p>
        )}
        {searchable && (
          <input
            type="search"
            className={styles.search}
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {subAccounts.isSuccess && (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
            {shown.map((s) => (
              <li key={s.name}>
                <Link
                  className={`${styles.option} ${styles.optionLink}`}
                  to={withSubAccount(here, s.name, { switching: true })}
                  aria-current={s.name === current ? 'true' : undefined}
                >
                  <span className={styles.check} aria-hidden="true">
                    {s.name === current && <Icon name="lucide:check" size={16} />}
                  </span>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {subAccounts.isSuccess && shown.length === 0 && (
          <p role="status" className={styles.note}>
            {intl.formatMessage(noMatch, { text: text.trim() })}
          </p>
        )}
        <div className={styles.footer}>
          <Link
            to={
              current === undefined
                ? `${prefix}/subaccounts`
                : withSubAccount(`${prefix}/subaccounts`, current)
            }
          >
            {intl.formatMessage(messages.overview)}
          </Link>
        </div>
      </div>
    </div>
  );
}
