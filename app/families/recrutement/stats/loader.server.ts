import { textIn } from '../../../../domain/recrutement/record';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementStatsBlock } from './Stats';

export const statsLoader = defineLoader<typeof recrutementStatsBlock>(async ({ site, locale }) => ({
  data: { stats: recordOf(site).stats.map((s) => ({ figure: textIn(s.figure, locale), caption: textIn(s.caption, locale) })) },
}));
