import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { imageSrcSet, imageUrl } from '../../../../domain/media/image-params';
import { useMessage } from '../../../i18n/messages';
import type { DialogVideo } from '../../../ui/video-dialog/LazyVideoDialog';
import type { testimonialsSchema } from './block';

export type PlayingVideo = DialogVideo & { host: string };

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
export type TestimonialsProps = z.output<typeof testimonialsSchema>;

function Card({ item, large, priority, onPlay }: { item: TestimonialItem; large: boolean; priority: boolean; onPlay?(v: PlayingVideo): void }) {
  const { t, i18n } = useTranslation('recrutement');
  const w = large ? 960 : 480;
  return (
    <figure className={large ? 'lg:col-span-3 lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-10' : ''}>
      {/* Without JavaScript (or in the teaser) the link opens the video on its host; with the player, the modal plays it here. */}
      <a
        href={item.videoUrl}
        rel="noopener"
        onClick={(e) => {
          if (!item.embedUrl || !onPlay) return;
          e.preventDefault();
          onPlay({ title: item.title, embedUrl: item.embedUrl, host: item.host });
        }}
        className="group relative block overflow-hidden rounded-2xl"
      >
        <img
          src={imageUrl(item.image, { w, h: Math.round((w * 9) / 16) })}
          srcSet={imageSrcSet(item.image, large ? 'posterLarge' : 'poster', {}, 16 / 9)}
          sizes={large ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 20vw, 100vw'}
          alt=""
          width={w}
          height={Math.round((w * 9) / 16)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-video w-full object-cover transition group-hover:scale-[1.02]"
        />
        {/* In the poster's lower band, below the adviser's initials (issue 38 item 14): the one play sign. */}
        <span className="absolute inset-x-0 bottom-0 flex justify-center pb-3 sm:pb-4">
          <span className="rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-teal-dark shadow">
            <span aria-hidden="true">▶ {t('video.watch')}</span>
            <span className="sr-only">{t('video.watchTitle', { title: item.title })}</span>
          </span>
        </span>
      </a>
      {/* Stored in French only (the testimonial as the adviser gave it): under /en it keeps its language, announced to screen readers. */}
      <figcaption lang={i18n.language === 'fr' ? undefined : 'fr'} className="mt-3 lg:mt-0">
        <span className={`block font-bold text-slate-900 ${large ? 'text-xl lg:text-2xl' : ''}`}>{item.title}</span>
        <span className="block text-sm text-slate-700">{item.subtitle}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection({ props, data, onPlay, footer }: { props: TestimonialsProps; data: TestimonialsData; onPlay?(v: PlayingVideo): void; footer?: ReactNode }) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const [first, ...others] = data.items;
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <Heading id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
          {props.title ? message(props.title) : t('testimonials.title')}
        </Heading>
        {first ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <Card item={first} large priority={props.priority} onPlay={onPlay} />
            {others.map((item) => (
              <Card key={item.id} item={item} large={false} priority={false} onPlay={onPlay} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-slate-800">{t('testimonials.empty')}</p>
        )}
        {footer}
      </div>
    </section>
  );
}

