import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { sv } from '../../i18n/sv';

/** The router's fallback page (SPEC §8): 'Unexpected Application Error!' with the status or message. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="error-page">
      <h1>{sv.app.unexpectedError}</h1>
      <p>{detail}</p>
    </main>
  );
}
