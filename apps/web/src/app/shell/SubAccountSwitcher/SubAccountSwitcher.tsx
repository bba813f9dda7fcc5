import { LocaleLink } from '@lode/i18n';
import { Button, Icon } from '@lode/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppAuth } from '../../../lib/session';
import { rememberSubAccount, useSubAccounts, withSubAccount } from '../../../lib/subaccounts';
import * as styles from './SubAccountSwitcher.css';

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const buttonLabel = defineMessage<{ readonly name: string }>({
  id: 'subaccounts.switcher.button',
  defaultMessage: 'Sub-account: {name}',
  description: 'Accessible name of the header button that shows and changes the current sub-account',
});

const noMatch = defineMessage<{ readonly text: string }>({
  id: 'subaccounts.switcher.noMatch',
  defaultMessage: 'No sub-account matches “{text}”.',
});

const messages = defineMessages({
  choose: { id: 'subaccounts.switcher.choose', defaultMessage: 'Choose a sub-account' },
  list: { id: 'subaccounts.switcher.list', defaultMessage: 'Sub-accounts' },
  search: { id: 'subaccounts.switcher.search', defaultMessage: 'Find a sub-account' },
  loading: { id: 'subaccounts.switcher.loading', defaultMessage: 'Loading sub-accounts…' },
  failed: { id: 'subaccounts.switcher.failed', defaultMessage: 'The sub-accounts could not be loaded.' },
  retry: { id: 'subaccounts.switcher.retry', defaultMessage: 'Try again' },
  overview: { id: 'subaccounts.switcher.overview', defaultMessage: 'All sub-accounts' },
});

/** The index of the option an event's target is in, if any. */
function optionIndex(target: EventTarget): number | undefined {
  const option = target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
  return option?.dataset.index === undefined ? undefined : Number(option.dataset.index);
}

/** From this many active sub-accounts on (more than ten), the list has a search box. */
export const searchFrom = 11;

export { messages as switcherMessages, buttonLabel, noMatch };

/** Props of {@link SubAccountSwitcher}. */
export interface SubAccountSwitcherProps {
  /** The sub-account shown, or undefined while none is (the address names one the user does not have). */
  current: string | undefined;
}

/**
 * The header's sub-account choice: a button with the current name that opens the user's active sub-accounts (a
 * search box above more than ten) and a link to the overview of them all. Arrow keys, Home and End move through
 * the list, Enter opens one, Escape closes and gives the focus back to the button. Opening one keeps the page and its
 * filters, and this browser remembers it.
 */
export function SubAccountSwitcher({ current }: SubAccountSwitcherProps) {
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-list`;
  const subAccounts = useSubAccounts();
  const navigate = useNavigate();
  const location = useLocation();
  const { userInfo } = useAppAuth();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const activeOnes = (subAccounts.data?.items ?? []).filter((s) => s.archivedAt === null);
  const searchable = activeOnes.length >= searchFrom;
  const needle = text.trim().toLowerCase();
  const shown = searchable && needle ? activeOnes.filter((s) => s.name.includes(needle)) : activeOnes;
  const activeIndex = Math.min(active, shown.length - 1);

  const close = (focusButton: boolean) => {
    setOpen(false);
    setText('');
    if (focusButton) trigger.current?.focus();
  };
  const openList = () => {
    setActive(
      Math.max(
        0,
        activeOnes.findIndex((s) => s.name === current),
      ),
    );
    setOpen(true);
  };
  const choose = (name: string) => {
    close(true);
    if (name === current) return;
    rememberSubAccount(userInfo?.sub ?? '', name);
    void navigate(
      withSubAccount(`${location.pathname}${location.search}${location.hash}`, name, { switching: true }),
    );
  };

  // Focus moves into the panel as it opens: to the search box, else the list.
  useEffect(() => {
    if (!open) return;
    (search.current ?? list.current)?.focus();
  }, [open, subAccounts.isSuccess]);
  // Escape closes the panel and gives the focus back to the button; a press outside, or the focus leaving, closes it.
  useEffect(() => {
    if (!open) return;
    const element = root.current;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element?.contains(event.relatedTarget as Node | null)) close(false);
    };
    element?.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      element?.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointer);
    };
  });
  // The active option stays in view as the arrow keys move it.
  useEffect(() => {
    if (open) document.getElementById(`${id}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, id, activeIndex]);

  const onListKey = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to)));
    };
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'Home' && !searchable) move(0);
    else if (event.key === 'End' && !searchable) move(last);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown[activeIndex];
      if (chosen) choose(chosen.name);
    }
  };
  const activeId = shown[activeIndex] ? `${id}-${activeIndex}` : undefined;

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={
          current === undefined
            ? intl.formatMessage(messages.choose)
            : intl.formatMessage(buttonLabel, { name: current })
        }
        data-subaccount={current}
        onClick={() => (open ? close(true) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <Icon name="lucide:server" size={16} />
        <span className={styles.name}>{current ?? intl.formatMessage(messages.choose)}</span>
        <Icon name="lucide:chevron-down" size={16} />
      </button>
      {open && (
        <div className={styles.panel}>
          {subAccounts.isPending && (
            <p role="status" className={styles.note}>
              {intl.formatMessage(messages.loading)}
            </p>
          )}
          {subAccounts.isError && (
            <div role="alert" className={styles.note}>
              <p>{intl.formatMessage(messages.failed)}</p>
              <Button size="sm" variant="outline" onClick={() => void subAccounts.refetch()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            </div>
          )}
          {searchable && (
            <input
              ref={search}
              type="search"
              role="combobox"
              className={styles.search}
              aria-label={intl.formatMessage(messages.search)}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              placeholder={intl.formatMessage(messages.search)}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(0);
              }}
              onKeyDown={onListKey}
            />
          )}
          {subAccounts.isSuccess && (
            <div
              ref={list}
              id={listId}
              role="listbox"
              className={styles.list}
              aria-label={intl.formatMessage(messages.list)}
              tabIndex={searchable ? -1 : 0}
              aria-activedescendant={searchable ? undefined : activeId}
              onKeyDown={searchable ? undefined : onListKey}
              // The options are not focused (the list or the search box keeps the focus): their pointer events are
              // taken here, by the option they land on.
              onPointerMove={(event) => {
                const index = optionIndex(event.target);
                if (index !== undefined) setActive(index);
              }}
              onClick={(event) => {
                const chosen = shown[optionIndex(event.target) ?? -1];
                if (chosen) choose(chosen.name);
              }}
            >
              {shown.map((s, index) => (
                <div
                  key={s.name}
                  id={`${id}-${index}`}
                  role="option"
                  aria-selected={s.name === current}
                  data-active={index === activeIndex}
                  data-index={index}
                  className={styles.option}
                >
                  <span className={styles.check} aria-hidden="true">
                    {s.name === current && <Icon name="lucide:check" size={16} />}
                  </span>
                  {s.name}
                </div>
              ))}
            </div>
          )}
          {subAccounts.isSuccess && shown.length === 0 && (
            <p role="status" className={styles.note}>
              {intl.formatMessage(noMatch, { text: text.trim() })}
            </p>
          )}
          <div className={styles.footer}>
            <LocaleLink
              to={current === undefined ? '/subaccounts' : withSubAccount('/subaccounts', current)}
              onClick={() => close(false)}
            >
              {intl.formatMessage(messages.overview)}
            </LocaleLink>
          </div>
        </div>
      )}
    </div>
  );
}
