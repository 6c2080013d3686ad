import { useTranslation } from '../../i18n/use-translation';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

/**
 * The full-screen viewer (yet-another-react-lightbox): wrapping previous/next, 'n / total', close,
 * keyboard and swipe. Loaded only when a photo is opened.
 */
export default function PhotoLightbox({ photos, index, onClose, onIndex }: { photos: Array<{ src: string; alt: string }>; index: number; onClose: () => void; onIndex: (i: number) => void }) {
  const { t } = useTranslation('listings');
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: i }) => onIndex(i) }}
      slides={photos.map((p) => ({ src: p.src, alt: p.alt }))}
      plugins={[Counter]}
      counter={{ separator: ' / ' }}
      carousel={{ finite: false }}
      labels={{ Previous: t('property.lightbox.previous'), Next: t('property.lightbox.next'), Close: t('property.lightbox.close'), 'Photo gallery': t('property.lightbox.gallery'), Carousel: t('property.lightbox.carousel'), Lightbox: t('property.lightbox.viewer') }}
    />
  );
}
