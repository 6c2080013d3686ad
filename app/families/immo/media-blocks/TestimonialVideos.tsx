import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { imageSrcSet, imageUrl } from '../../../../domain/media/image-params';
import { autoplayEmbedUrl } from '../../../../domain/recrutement/video';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { type DialogVideo as PlayingVideo, LazyVideoDialog } from '../../../ui/video-dialog/LazyVideoDialog';
import type { item, schema } from './TestimonialVideos.block';

type Item = z.output<typeof item>;

const isOwnFile = (video: string) => video.startsWith('/') && !video.startsWith('//') && video.endsWith('.mp4');

function playingOf(i: Item): PlayingVideo | null {
  if (isOwnFile(i.video)) return { title: i.title, embedUrl: null, fileUrl: i.video };
  const embedUrl = autoplayEmbedUrl(i.video);
  return embedUrl ? { title: i.title, embedUrl, fileUrl: null } : null;
}

function Card({ item, large, onPlay }: { item: Item; large: boolean; onPlay(v: PlayingVideo): void }) {
  const { t } = useTranslation('immo');
  const w = large ? 960 : 480;
  const h = Math.round((w * 9) / 16);
  const playing = playingOf(item);
  return (
    <figure className={large ? 'md:col-span-3 md:grid md:grid-cols-[3fr_2fr] md:items-center md:gap-10' : ''}>
      {/* Without JavaScript the link opens the video itself; with it, the modal plays it here. */}
      <a
        href={item.video}
        rel="noopener"
        onClick={(e) => {
          if (!playing) return;
          e.preventDefault();
          onPlay(playing);
        }}
        className="group relative block overflow-hidden rounded-2xl bg-teal-dark"
      >
        <img src={imageUrl(item.image, { w, h })} srcSet={imageSrcSet(item.image, large ? 'posterLarge' : 'poster', {}, 16 / 9)} sizes={large ? '(min-width: 768px) 60vw, 100vw' : '(min-width: 768px) 33vw, 100vw'} alt="" width={w} height={h} loading="lazy" decoding="async" className="aspect-video w-full object-cover transition group-hover:scale-[1.02] motion-reduce:transition-none" />
        {/* In the poster's lower band, below the adviser's initials (issue 38 item 14): the one play sign. */}
        <span className="absolute inset-x-0 bottom-0 flex justify-center pb-3 sm:pb-4">
          <span className="rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-teal-dark shadow">
            <span aria-hidden="true">▶ </span>
            {t('testimonials.play')}
            <span className="sr-only"> : {item.title}</span>
          </span>
        </span>
      </a>
      <figcaption className="mt-3 md:mt-0">
        <span className={`block font-bold text-slate-900 ${large ? 'text-xl md:text-2xl' : ''}`}>{item.title}</span>
        <span className="block text-sm text-slate-700">{item.subtitle}</span>
      </figcaption>
    </figure>
  );
}

/** Testimonial videos (spec §2 shared blocks): one large video and the advisers' ones, played in a modal. */
export function TestimonialVideos({ props }: BlockProps<z.output<typeof schema>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const { t: tc } = useTranslation('consent');
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  const [first, ...others] = props.items;
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-24 bg-white px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
          {props.title}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {first && <Card item={first} large onPlay={setPlaying} />}
          {others.map((i) => (
            <Card key={i.title} item={i} large={false} onPlay={setPlaying} />
          ))}
        </div>
      </div>
      <LazyVideoDialog
        video={playing}
        texts={{ dialogLabel: playing ? t('testimonials.dialog', { title: playing.title }) : t('testimonials.video'), close: t('testimonials.close'), gateLabel: tc('gate.video') }}
        onClose={() => setPlaying(null)}
      />
    </section>
  );
}

