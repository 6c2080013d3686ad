import { fillTokens, recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { fixedT } from '../../../i18n/instances.server';
import { translateMessage } from '../../../i18n/messages';
import { recordOf } from '../record.server';
import type { recrutementSectionBlock } from './Section';

export const sectionLoader = defineLoader<typeof recrutementSectionBlock>(async ({ site, locale }, props) => {
  const tokens = recordTokens(recordOf(site), locale);
  const t = fixedT(locale);
  // A heading or button may be a catalogue key (its {token}s filled after translation).
  const fill = (text: string) => fillTokens(translateMessage(t, text), tokens);
  return {
    data: {
      ...props,
      eyebrow: props.eyebrow && fill(props.eyebrow),
      title: fill(props.title),
      paragraphs: props.paragraphs.map(fill),
      items: props.items.map(fill),
      cta: props.cta && { ...props.cta, label: fill(props.cta.label) },
    },
  };
});
