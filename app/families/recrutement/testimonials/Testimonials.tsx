import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { imageSrcSet, imageUrl } from '../../../../domain/media/image-params';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useMessage } from '../../../i18n/messages';
import { type PlayingVideo, VideoModal } from './VideoModal';

export interface TestimonialItem {
  id: string;
  title: string;
  subtitle: string;
  videoUrl: string;
  /** Null when the link is not a known video host: it then simply opens the link. */
  embedUrl: string | null;
  host: string;
  image: string;
}
export interface TestimonialsData {
  items: TestimonialItem[];
}
const schema = z.object({ id: z.string().default('temoignages'), title: z.string().default('Ils ont rejoint le réseau'), headingLevel: z.union([z.literal(1), z.literal(2)]).default(2) });

function Card({ item, large, onPlay }: { item: TestimonialItem; large: boolean; onPlay(v: PlayingVideo): void }) {
  const { t } = useTranslation('recrutement');
  const w = large ? 960 : 480;
  return (
    <figure className={large ? 'lg:col-span-3 lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-10' : ''}>
      {/* Without JavaScript the link opens the video on its host; with it, the modal plays it here. */}
      <a
        href={item.videoUrl}
        rel="noopener"
        onClick={(e) => {
          if (!item.embedUrl) return;
          e.preventDefault();
          onPlay({ title: item.title, embedUrl: item.embedUrl, host: item.host });
        }}
        className="group relative block overflow-hidden rounded-2xl"
      >
        <img src={imageUrl(item.image, { w, h: Math.round((w * 9) / 16) })} srcSet={imageSrcSet(item.image, large ? [640, 960, 1280] : [320, 480, 640], {}, 16 / 9)} sizes={large ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 20vw, 100vw'} alt="" width={w} height={Math.round((w * 9) / 16)} loading="lazy" decoding="async" className="aspect-video w-full object-cover transition group-hover:scale-[1.02]" />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-teal-dark shadow"><span aria-hidden="true">▶ {t('video.watch')}</span>
            <span className="sr-only">{t('video.watchTitle', { title: item.title })}</span></span>
        </span>
      </a>
      <figcaption className="mt-3 lg:mt-0">
        <span className={`block font-bold text-slate-900 ${large ? 'text-xl lg:text-2xl' : ''}`}>{item.title}</span>
        <span className="block text-sm text-slate-700">{item.subtitle}</span>
      </figcaption>
    </figure>
  );
}

/** Testimonial videos (spec §2): one large and the advisers' ones, played in the video modal. */
function Testimonials({ props, data }: BlockProps<z.output<typeof schema>, TestimonialsData>) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const [first, ...others] = data.items;
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <Heading id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
          {message(props.title)}
        </Heading>
        {first ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <Card item={first} large onPlay={setPlaying} />
            {others.map((item) => (
              <Card key={item.id} item={item} large={false} onPlay={setPlaying} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-slate-800">{t('testimonials.empty')}</p>
        )}
      </div>
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}

export const recrutementTestimonialsBlock = defineBlock(schema, Testimonials);
