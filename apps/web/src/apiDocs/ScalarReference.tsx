import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OpenApiDocument } from './document';
import * as styles from './ScalarReference.css';

// The only module that imports Scalar: ApiReference loads it lazily, so Scalar's code and stylesheet are fetched on
// /docs/api-swagger/* and nowhere else (DESIGN.md §6).

/** Props of {@link ScalarReference}. */
export interface ScalarReferenceProps {
  /** The document to show, already cut down to one tag. */
  document: OpenApiDocument;
  /** The colour mode the app paints now. */
  mode: 'light' | 'dark';
  /** Called once Scalar has rendered the document. */
  onLoaded?: () => void;
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

  // Scalar renders a <main> of its own inside the layout's: one page, one main landmark. Its element becomes a
  // region (it has a name), whenever Scalar renders it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const demote = () => {
      for (const main of element.querySelectorAll('main:not([role])')) main.setAttribute('role', 'region');
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

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
