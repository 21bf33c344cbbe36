import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts';

/**
 * Every data view's three states (DESIGN §9): loading, error, empty; otherwise the content.
 * Texts default to the catalog's (in the person's language); views pass SPEC's own where it gives them.
 */
export function DataState({
  loading,
  error,
  empty,
  loadingText,
  errorText,
  emptyText,
  children,
}: {
  loading: boolean;
  error?: unknown;
  empty?: boolean;
  loadingText?: string;
  errorText?: string;
  emptyText?: string;
  children: ReactNode;
}) {
  const t = useTexts().common;
  if (loading) return <p role="status">{loadingText ?? t.loading}</p>;
  if (error) {
    return (
      <p role="alert" className="error">
        {t.error} {errorText ?? t.loadFailed}
      </p>
    );
  }
  if (empty && emptyText) return <p className="empty">{emptyText}</p>;
  return <>{children}</>;
}
