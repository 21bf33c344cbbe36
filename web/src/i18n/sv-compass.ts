// The Swedish texts of Kompassen's editor (issue 35 §2), and only those: its chunk carries its own area.
import { compass } from './sv/compass';
import { compassKeep } from './sv/compass-keep';
import { common } from './sv/common';

export const sv = { compass, compassKeep, common };
