import { defineLoader } from '../../blocks/loader-types';
import type { faqPageBlock } from './blocks';

/** FAQPage structured data of a FAQ block (schema.org), from the block's own questions. */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
  };
}

export const faqPageLoader = defineLoader<typeof faqPageBlock>(async (_ctx, props) => ({ data: undefined, seo: { jsonLd: [faqJsonLd(props.items)] } }));
