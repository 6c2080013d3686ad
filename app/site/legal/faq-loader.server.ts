import { defineLoader } from '../../blocks/loader-types';
import { fixedT } from '../../i18n/instances.server';
import { translateMessage } from '../../i18n/messages';
import { translateDeep } from '../../i18n/translate-deep';
import type { faqPageBlock } from './FaqPage.block';

/** FAQPage structured data of a FAQ block (schema.org), from the block's own questions. */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
  };
}

export const faqPageLoader = defineLoader<typeof faqPageBlock>(async ({ locale }, props) => {
  const t = fixedT(locale);
  return { data: undefined, seo: { jsonLd: [faqJsonLd(translateDeep(props.items, (text) => translateMessage(t, text)))] } };
});
