import { format, parseISO } from 'date-fns';
import { sv as svLocale } from 'date-fns/locale';
import { monthLabels } from '../i18n/sv/common';

/** Stay dates travel as 'yyyy-MM-dd' strings (DESIGN §4); these helpers never shift a day. */
export const toLocalDate = (d: Date): string => format(d, 'yyyy-MM-dd');
export const fromLocalDate = (s: string): Date => parseISO(s);

/** '22 NOV' with SPEC §9's month labels (or another language's, issue 18). */
export const dayMonth = (s: string, labels: readonly string[] = monthLabels): string => {
  const d = fromLocalDate(s);
  return `${d.getDate()} ${labels[d.getMonth()] ?? ''}`;
};

/** 'dd/MM' for the host's 7-day table columns (SPEC §2). */
export const dayColumn = (s: string): string => format(fromLocalDate(s), 'dd/MM');

/** A weekday name in Swedish, e.g. 'måndag'. */
export const weekday = (s: string): string => format(fromLocalDate(s), 'EEEE', { locale: svLocale });

/** Today in Stockholm as 'yyyy-MM-dd' (the browser's clock, shown in Stockholm time). */
export const todayInStockholm = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
