import { useEffect, useRef, useState } from 'react';

const WIDE = '(min-width: 768px)';
const REDUCED = '(prefers-reduced-motion: reduce)';

/**
 * A decorative, muted background loop laid over its poster (absolutely positioned: nothing moves).
 * It starts only on medium screens and up, and never when the visitor asks for reduced motion
 * (stopping if that preference appears while it plays). The source is set from an effect, so the
 * server and the first browser render are the same element without a source; a '.m3u8' stream
 * uses native HLS where available, else hls.js loaded on demand. Until it plays, the poster shows.
 */
export function LoopingVideo({ src, className = '' }: { src: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || !window.matchMedia(WIDE).matches) return;
    const reduced = window.matchMedia(REDUCED);
    let destroy = () => {};
    const start = () => {
      if (reduced.matches) return;
      video.play().then(
        () => setPlaying(true),
        (error: unknown) => console.warn('lecture automatique refusée', error),
      );
    };
    const onPreference = () => {
      if (reduced.matches) {
        video.pause();
        setPlaying(false);
      } else start();
    };
    reduced.addEventListener('change', onPreference);
    if (!reduced.matches) {
      if (!src.endsWith('.m3u8') || video.canPlayType('application/vnd.apple.mpegurl')) {
        // preload="none" loads nothing until asked: play() fetches and starts it.
        video.src = src;
        start();
      } else {
        void import('hls.js').then(({ default: Hls }) => {
          if (!Hls.isSupported()) return;
          const hls = new Hls({ capLevelToPlayerSize: true });
          hls.on(Hls.Events.MANIFEST_PARSED, start);
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        });
      }
    }
    return () => {
      reduced.removeEventListener('change', onPreference);
      destroy();
    };
  }, [src]);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-video-src={src}
      data-playing={playing ? 'true' : 'false'}
      className={`pointer-events-none absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 motion-reduce:hidden ${playing ? 'opacity-100' : 'opacity-0'} ${className}`}
    />
  );
}
