import { redirect } from 'react-router';
import { localizePath } from '../../../domain/i18n/locale';
import { defineLoader } from '../../blocks/loader-types';
import { localeOfUrl } from '../../network/advisers/locale-of-url';
import type { redirectBlock } from '../../network/advisers/redirect/Redirect';

/** A page of the network that the agency site answers with its own (e.g. the adviser directory → /contact). */
export const agenceRedirectLoader = defineLoader<typeof redirectBlock>(async ({ url }, props) => {
  throw redirect(localizePath(props.to, localeOfUrl(url)), 302);
});
