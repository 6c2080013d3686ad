import { data } from 'react-router';
import type { AgenceSite } from '../../../../domain/agence/site';
import { defineLoader } from '../../../blocks/loader-types';
import type { rentGuardBlock } from './RentGuard';

export const rentGuardLoader = defineLoader<typeof rentGuardBlock>(async (ctx) => {
  const site = ctx.site as AgenceSite;
  if (!site.settings.showLouer) throw data(null, { status: 404 });
  return { data: undefined };
});
