import { fillTokens, recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementSectionBlock } from './Section';

export const sectionLoader = defineLoader<typeof recrutementSectionBlock>(async ({ site }, props) => {
  const tokens = recordTokens(recordOf(site));
  const fill = (t: string) => fillTokens(t, tokens);
  return {
    data: {
      ...props,
      eyebrow: props.eyebrow && fill(props.eyebrow),
      title: fill(props.title),
      paragraphs: props.paragraphs.map(fill),
      items: props.items.map(fill),
    },
  };
});
