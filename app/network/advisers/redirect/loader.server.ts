import { redirect } from 'react-router';
import { localizePath } from '../../../../domain/i18n/locale';
import { defineLoader } from '../../../blocks/loader-types';
import { localeOfUrl } from '../locale-of-url';
import type { redirectBlock } from './Redirect';

/**
 * '/conseiller' and '/contact-conseiller' take no adviser in the spec: with ?slug= (or ?id=, the
 * old links) they go to that adviser's page, else to the directory.
 */
export const redirectLoader = defineLoader<typeof redirectBlock>(async ({ url }, props) => {
  const slug = (url.searchParams.get('slug') ?? url.searchParams.get('id') ?? '').trim().toLowerCase();
  const base = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const target = /^[a-z0-9-]{1,120}$/.test(slug) ? `/${base}/${slug}` : props.to;
  throw redirect(localizePath(target, localeOfUrl(url)), 301);
});
