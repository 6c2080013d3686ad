import { textIn } from '../../../../domain/recrutement/record';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementClubsBlock } from './Clubs';

export const clubsLoader = defineLoader<typeof recrutementClubsBlock>(async ({ site, locale }) => ({ data: { clubs: recordOf(site).clubs.map((c) => textIn(c, locale)) } }));
