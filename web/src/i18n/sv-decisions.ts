// The Swedish texts of the caseworker's decisions page (issue 38), and only those: its chunk carries its own area.
import { decisions } from './sv/decisions';
import { common } from './sv/common';

export const sv = { decisions, common };
