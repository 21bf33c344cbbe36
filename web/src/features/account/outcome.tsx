/** What the last save on the settings page came to: a success said politely, a failure as an alert. */
export type Outcome = { ok: boolean; text: string } | null;

export function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="notice">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="error">
      {outcome.text}
    </p>
  );
}
