import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts';

/**
 * Every data view's three states (DESIGN §9): loading, error, empty; otherwise the content.
 * Texts default to the catalog's (in the person's language); views pass SPEC's own where it gives them.
 * With `onRetry`, a failure offers 'Försök igen', which reads the data again (issue 23 §5): no view
 * is left with only an error line.
 */
export function DataState({
  loading,
  error,
  empty,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error?: unknown;
  empty?: boolean;
  loadingText?: string;
  errorText?: string;
  emptyText?: string;
  /** Reads the data again (a query's `refetch`); its own failure shows through `error` again. */
  onRetry?: () => unknown;
  children: ReactNode;
}) {
  const t = useTexts().common;
  if (loading) return <p role="status">{loadingText ?? t.loading}</p>;
  if (error) {
    const line = (
      <p role="alert" className="error">
        {t.error} {errorText ?? t.loadFailed}
      </p>
    );
    if (!onRetry) return line;
    return (
      <div className="data-state-failed">
        {line}
        <button type="button" className="secondary" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (empty && emptyText) return <p className="empty">{emptyText}</p>;
  return <>{children}</>;
}
