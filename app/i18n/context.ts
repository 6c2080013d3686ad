import { createContext } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locale';

/** The request's interface language, set once by the root locale middleware (French until then). */
export const localeContext = createContext<Locale>(DEFAULT_LOCALE);
