import { defineLoader } from '../../../blocks/loader-types';
import { faqJsonLd } from '../../../site/legal/faq-loader.server';
import type { faqSectionBlock } from './ContentBlocks';

export const faqSectionLoader = defineLoader<typeof faqSectionBlock>(async (_ctx, props) => ({ data: undefined, seo: { jsonLd: [faqJsonLd(props.items)] } }));
