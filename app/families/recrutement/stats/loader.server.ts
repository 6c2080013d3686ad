import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementStatsBlock } from './Stats';

export const statsLoader = defineLoader<typeof recrutementStatsBlock>(async ({ site }) => ({ data: { stats: recordOf(site).stats } }));
