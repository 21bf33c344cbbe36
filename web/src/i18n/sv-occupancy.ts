// The Swedish texts of the occupancy page (issue 37), and only those: its chunk carries its own area.
import { occupancy } from './sv/occupancy';
import { common } from './sv/common';

export const sv = { occupancy, common };
