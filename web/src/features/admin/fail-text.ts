import { sv } from '../../i18n/sv-admin';
import { actionErrorText } from '../../lib/action-error';

/** An admin action's failure as the text shown beside it (the server's Swedish message, or a plain one). */
export const failText = (error: unknown) => actionErrorText(error, sv.requests.serverErrors, sv.common.actionFailed);

/** A room the admin is about to archive: its name for the question, and the archive itself. */
export interface Archiving {
  name: string;
  run: () => Promise<unknown>;
}
