import { useState } from 'react';
import { sv } from '../../../i18n/sv-host';
import { actionErrorText } from '../../../lib/action-error';
import type { NoticeValue } from '../../../ui/Notice';

/**
 * One card's action state: which rows are busy, which were handled (blanked), and the outcome of
 * the last action in Swedish, failures included (DESIGN §13).
 */
export function useRowAction() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [blanked, setBlanked] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const toggle = (set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  /** Runs `work` for a row; on success says `doneText` and, when `blank`, blanks the row. */
  const run = async (id: string, work: () => Promise<unknown>, doneText: string, blank: boolean): Promise<boolean> => {
    setBusy((b) => toggle(b, id, true));
    try {
      await work();
      if (blank) setBlanked((b) => toggle(b, id, true));
      setNotice({ kind: 'ok', text: doneText });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: actionErrorText(error, sv.requests.serverErrors, sv.common.actionFailed) });
      return false;
    } finally {
      setBusy((b) => toggle(b, id, false));
    }
  };

  return { busy, blanked, notice, setNotice, run };
}
