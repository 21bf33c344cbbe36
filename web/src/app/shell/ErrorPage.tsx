import { Component, type ReactNode } from 'react';
import { useTexts } from '../../lib/texts';

/** The fallback page (SPEC §8): 'Unexpected Application Error!' with the message. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useTexts();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="error-page">
      <h1>{t.app.unexpectedError}</h1>
      <p>{detail}</p>
    </main>
  );
}

/**
 * Shows ErrorPage instead of the app when rendering throws. `resetKey` (the path) starts over on
 * navigation, as the data router's errorElement did.
 */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
