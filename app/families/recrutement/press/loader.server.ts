import { mediaArticles } from '../../../../server/repositories/recrutement.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { recrutementPressBlock } from './PressStrip';

export const pressLoader = defineLoader<typeof recrutementPressBlock>(async ({ site, services }) => {
  const articles = await mediaArticles(services.db, site.id);
  return { data: { outlets: articles.map(({ outlet, url, title }) => ({ outlet, url, title })) } };
});
