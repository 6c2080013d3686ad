import { defineLoader } from '../../blocks/loader-types';
import { fixedT } from '../../i18n/instances.server';
import { translateMessage } from '../../i18n/messages';
import { translateDeep } from '../../i18n/translate-deep';
import { faqJsonLd } from '../../site/legal/faq-loader.server';
import type { faqSectionBlock } from './ContentBlocks.block';

// The questions are catalogue keys in the page table: the FAQPage data says them in the page's language.
export const faqSectionLoader = defineLoader<typeof faqSectionBlock>(async ({ locale }, props) => {
  const t = fixedT(locale);
  return { data: undefined, seo: { jsonLd: [faqJsonLd(translateDeep(props.items, (text) => translateMessage(t, text)))] } };
});
