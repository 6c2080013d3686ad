import { autoplayEmbedUrl } from '../../../../domain/recrutement/video';
import { testimonials } from '../../../../server/repositories/recrutement.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { recrutementTestimonialsBlock } from './block';

const hostName = (embed: string | null) => (embed?.includes('vimeo') ? 'Vimeo' : embed ? 'YouTube' : '');

export const testimonialsLoader = defineLoader<typeof recrutementTestimonialsBlock>(async ({ site, services }) => {
  const rows = await testimonials(services.db, site.id);
  return {
    data: {
      items: rows.map((r) => {
        const embedUrl = autoplayEmbedUrl(r.video_url);
        return { id: r.id, title: r.title, subtitle: r.subtitle, videoUrl: r.video_url, embedUrl, host: hostName(embedUrl), image: r.image };
      }),
    },
  };
});
