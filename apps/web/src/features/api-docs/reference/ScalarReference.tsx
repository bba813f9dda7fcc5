import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useEffect, useMemo, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { OpenApiDocument } from './document';
import * as styles from './ScalarReference.css';

// The only module that imports Scalar: ApiReference loads it lazily, so Scalar's code and stylesheet are fetched on
// /docs/api-swagger/* and nowhere else.

/** Props of {@link ScalarReference}. */
export interface ScalarReferenceProps {
  /** The document to show, already cut down to one tag. */
  document: OpenApiDocument;
  /** The colour mode the app paints now. */
  mode: 'light' | 'dark';
  /** Called once Scalar has rendered the document. */
  onLoaded?: () => void;
}

const messages = defineMessages({
  copy: { id: 'apiDocs.reference.copy', defaultMessage: 'Copy' },
});

/**
 * Mends Scalar's markup in place: its `<main>` inside the layout's becomes a named region (one main per page);
 * response cards stop being regions that all share one name; its copy buttons, icons only, get a name; the
 * scrolling list of endpoints can be reached with the keyboard.
 */
export function repairScalarMarkup(root: Element, copyLabel: string): void {
  for (const main of root.querySelectorAll('main:not([role])')) main.setAttribute('role', 'region');
  for (const card of root.querySelectorAll('.scalar-card[role="region"]')) card.removeAttribute('role');
  // Their "Copy" text shows only on hover (display: none otherwise), so they have no name for a screen reader.
  for (const button of root.querySelectorAll('button[class*="copy-button"]:not([aria-label])'))
    button.setAttribute('aria-label', copyLabel);
  for (const list of root.querySelectorAll<HTMLElement>('ul.endpoints'))
    if (!list.hasAttribute('tabindex')) list.tabIndex = 0;
}

/** Scalar's API reference, offline: no CDN fonts, no telemetry, no agent, no proxy, our theme. */
export function ScalarReference({ document, mode, onLoaded }: ScalarReferenceProps) {
  const configuration = useMemo(
    () => ({
      content: document,
      // Everything stays on this origin: the fonts are ours, and nothing reports to Scalar's services.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      hideClientButton: true,
      // Our page shows its own sample (with our CopyButton); Scalar's client picker is an empty tablist without it.
      hiddenClients: true as const,
      hideTestRequestButton: true,
      showDeveloperTools: 'never' as const,
      documentDownloadType: 'none' as const,
      // The layout's navigation picks the API part; one part's few operations need no second sidebar.
      showSidebar: false,
      hideModels: true,
      hideSearch: true,
      defaultOpenAllTags: true,
      // Our ThemeControl sets the mode; Scalar follows and shows no toggle of its own.
      darkMode: mode === 'dark',
      forceDarkModeState: mode,
      hideDarkModeToggle: true,
      // Operation anchors named by operationId, the `{mathod}` of our own URLs.
      generateOperationSlug: (operation: { operationId?: string; method: string; path: string }) =>
        operation.operationId ?? `${operation.method}${operation.path}`,
      onLoaded: () => onLoaded?.(),
    }),
    [document, mode, onLoaded],
  );
  // Scalar reads its colour mode once, when it starts; a later change of ours is applied to the classes its
  // stylesheet keys on (on <body>, where Scalar puts them).
  useEffect(() => {
    window.document.body.classList.toggle('dark-mode', mode === 'dark');
    window.document.body.classList.toggle('light-mode', mode !== 'dark');
  }, [mode]);

  // Scalar's markup has accessibility faults its configuration cannot change (checked on 0.8.70 with axe): they
  // are mended in the DOM whenever Scalar renders, with attributes Vue does not manage afterwards.
  const intl = useIntl();
  const copyLabel = intl.formatMessage(messages.copy);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mend = () => repairScalarMarkup(element, copyLabel);
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [copyLabel]);

  return (
    <div ref={root}>
      <p className={styles.note}>
        <FormattedMessage
          id="apiDocs.reference.english"
          defaultMessage="The reference below is in English, as the API describes itself."
        />
      </p>
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
