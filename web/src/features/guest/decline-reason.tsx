import type { ReactNode } from 'react';
import { guest as svGuest } from '../../i18n/sv/guest';
import type { PageTexts } from '../../i18n/texts';

type Preset = keyof typeof svGuest.declineReasons;
const PRESET_OF = new Map(Object.entries(svGuest.declineReasons).map(([key, text]) => [text as string, key as Preset]));

/**
 * A host's decline reason as a guest reads it (issue 33 §6): one of the fixed reasons in the guest's
 * language; the host's own words as written, marked Swedish (`lang="sv"`) so a screen reader
 * switches voice.
 */
export function declineReasonText(reason: string, texts: PageTexts<'guest'>): ReactNode {
  const preset = PRESET_OF.get(reason.trim());
  if (preset) return texts.guest.declineReasons[preset];
  return <span lang="sv">{reason}</span>;
}

/** A text function of the catalogue around a piece that is not a string: "Anledning: <reason>". */
export function around(text: (piece: string) => string, piece: ReactNode): ReactNode {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  return (
    <>
      {before}
      {piece}
      {after}
    </>
  );
}
