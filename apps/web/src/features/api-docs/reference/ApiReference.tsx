import { Alert, Button, Skeleton, useColorMode } from '@lode/ui';
import { Component, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { ApiDocType } from '../apiDocTypes';
import * as styles from './ApiDocs.css';
import { documentForTag, useApiDocument } from './document';
// Only its type: the module itself is imported lazily below, so it stays out of this chunk.
import type { ScalarReference as ScalarComponent } from './ScalarReference';

const messages = defineMessages({
  loading: { id: 'apiDocs.reference.loading', defaultMessage: 'Loading the API reference…' },
  error: {
    id: 'apiDocs.reference.error',
    defaultMessage: 'The API reference could not be loaded. Check your connection and try again.',
  },
  retry: { id: 'apiDocs.reference.retry', defaultMessage: 'Try again' },
});

/** Catches an error inside Scalar so the page can offer a retry instead of the error page. */
class ReferenceBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The id Scalar gives an operation's section (`tag/account/getAccountSummary`): operation slugs are their ids. */
export function operationAnchor(type: ApiDocType, operationId: string): string {
  return `tag/${type}/${operationId}`;
}

/** Props of {@link ApiReference}. */
export interface ApiReferenceProps {
  /** The API part whose operations are shown. */
  type: ApiDocType;
  /** An operation to open and scroll to. */
  operationId?: string;
}

/**
 * Scalar's reference of one API part, on the document the app's API serves. Scalar's code loads only here, after
 * the page has painted; a skeleton of fixed height holds its place, and a failed document or chunk offers a retry.
 */
export function ApiReference({ type, operationId }: ApiReferenceProps) {
  const { mode } = useColorMode();
  const api = useApiDocument();
  const [attempt, setAttempt] = useState(0);
  const [loadedType, setLoadedType] = useState<ApiDocType | null>(null);
  // Scalar's module, imported by hand rather than with React.lazy: a failed chunk can then be asked for again.
  const [scalar, setScalar] = useState<{ component?: typeof ScalarComponent; failed?: number }>({});
  const document = useMemo(
    () => (api.data ? documentForTag(api.data.document, type, api.data.baseUrl) : undefined),
    [api.data, type],
  );
  const onLoaded = useCallback(() => setLoadedType(type), [type]);
  const loaded = loadedType === type;

  // The chunk is fetched only once the document is here, so the page paints and the document loads first.
  const wanted = document !== undefined && !scalar.component && scalar.failed !== attempt;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./ScalarReference').then(
      (module) => live && setScalar({ component: module.ScalarReference }),
      () => live && setScalar({ failed: attempt }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);

  // Scalar opens the section named in the address's hash: point it at the operation before Scalar starts,
  // without a router navigation (the path stays the page's own).
  useEffect(() => {
    if (!operationId) return;
    const hash = `#${operationAnchor(type, operationId)}`;
    const { pathname, search } = window.location;
    // A full path: the document's <base href> would resolve a bare hash against the app's root.
    if (window.location.hash !== hash)
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [type, operationId]);

  const retry = () => {
    setAttempt((n) => n + 1);
    if (api.isError) void api.refetch();
  };
  const Scalar = scalar.component;
  const failure = (
    <Alert
      tone="error"
      live="assertive"
      action={
        <Button variant="outline" onClick={retry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...messages.error} />
    </Alert>
  );

  const pending = (
    <div className={styles.status} role="status">
      <FormattedMessage {...messages.loading} />
      <Skeleton height={400} />
    </div>
  );

  return (
    <div className={styles.reference} data-api-reference={loaded ? 'ready' : 'loading'}>
      {api.isError || scalar.failed === attempt ? (
        failure
      ) : document && Scalar ? (
        // A new part is a new reference: Scalar starts afresh on it (and says when it has rendered it), as it does
        // on a new page, rather than swapping the document under the one it has.
        <ReferenceBoundary key={`${type}:${attempt}`} fallback={failure}>
          <Scalar document={document} mode={mode} onLoaded={onLoaded} />
        </ReferenceBoundary>
      ) : (
        pending
      )}
    </div>
  );
}
