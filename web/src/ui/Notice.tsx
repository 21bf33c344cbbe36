import './kit.css';

export interface NoticeValue {
  kind: 'ok' | 'error';
  text: string;
  /** Lines under the text, e.g. what failed in a batch and why. */
  details?: readonly string[];
}

/**
 * The outcome of the last action: successes in a polite live region, failures as an alert, so a
 * screen reader hears both and nobody has to look in a console (DESIGN §13).
 */
export function Notice({ notice }: { notice: NoticeValue | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.kind === 'ok' && <p className="kit-notice kit-notice-ok">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && (
        <div role="alert" className="kit-notice kit-notice-error">
          <p>{notice.text}</p>
          {notice.details && notice.details.length > 0 && (
            <ul>
              {notice.details.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
