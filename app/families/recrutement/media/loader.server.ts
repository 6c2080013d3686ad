import { formatLongDate } from '../../../../domain/format/dates';
import { mediaArticles } from '../../../../server/repositories/recrutement.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { recrutementMediaBlock } from './MediaArticles';

export const mediaLoader = defineLoader<typeof recrutementMediaBlock>(async ({ site, services, locale }) => ({
  data: { articles: (await mediaArticles(services.db, site.id)).map((a) => ({ ...a, dateLabel: formatLongDate(a.date, locale) })) },
}));
