import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BlockProps } from '../../../blocks/types';
import { LazyVideoDialog } from '../../../ui/video-dialog/LazyVideoDialog';
import { type PlayingVideo, type TestimonialsData, type TestimonialsProps, TestimonialsSection } from './TestimonialsSection';

/** Testimonial videos (spec §2): one large and the advisers' ones, played in the video modal. */
export function Testimonials({ props, data }: BlockProps<TestimonialsProps, TestimonialsData>) {
  const { t } = useTranslation('recrutement');
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  return (
    <>
      <TestimonialsSection props={props} data={data} onPlay={setPlaying} />
      <LazyVideoDialog
        video={playing}
        texts={{ dialogLabel: playing ? t('video.dialogLabel', { title: playing.title }) : t('video.dialogLabelEmpty'), close: t('video.close'), gateLabel: t('video.gateLabel', { host: playing?.host ?? '' }) }}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}

