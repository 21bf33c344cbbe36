import type { ReactNode } from 'react';
import { sv } from '../i18n/sv';

/**
 * Every data view's three states (DESIGN §9): loading, error, empty; otherwise the content.
 * Texts default to the catalog's; views pass SPEC's own where it gives them.
 */
export function DataState({
  loading,
  error,
  empty,
  loadingText = sv.common.loading,
  errorText = sv.common.loadFailed,
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
  if (loading) return <p role="status">{loadingText}</p>;
  if (error) {
    return (
      <p role="alert" className="error">
        {sv.common.error} {errorText}
      </p>
    );
  }
  if (empty && emptyText) return <p className="empty">{emptyText}</p>;
  return <>{children}</>;
}
