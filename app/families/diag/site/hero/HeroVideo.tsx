import { useEffect, useRef, useState } from 'react';

/**
 * The hero's background video stream (HLS), on medium screens and up only. Native HLS where the
 * browser plays it (Safari), hls.js otherwise, loaded lazily so small screens never download it.
 * The video fades in once the manifest is ready; until then (or on failure) the poster shows.
 */
export function HeroVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || !window.matchMedia('(min-width: 768px)').matches) return;
    let destroy = () => {};
    const play = () => {
      setReady(true);
      video.play().catch((error: unknown) => console.warn('lecture automatique refusée', error));
    };
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      video.addEventListener('loadedmetadata', play, { once: true });
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (!Hls.isSupported()) return;
        const hls = new Hls({ capLevelToPlayerSize: true });
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) console.warn('flux vidéo indisponible', data.details);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      });
    }
    return () => destroy();
  }, [src]);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      aria-hidden="true"
      className={`absolute inset-0 hidden h-full w-full object-cover transition-opacity duration-1000 md:block ${ready ? 'opacity-100' : 'opacity-0'}`}
    />
  );
}
