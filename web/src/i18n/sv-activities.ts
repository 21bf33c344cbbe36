// The Swedish texts of the volunteer activities' pages (issue 35 §3), and only those: their chunk carries its own area.
import { activities } from './sv/activities';
import { common } from './sv/common';

export const sv = { activities, common };
