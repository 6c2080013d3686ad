import { lazy, Suspense, useState } from 'react';
import type { VideoDialogProps } from './VideoDialog';

export type { DialogVideo, VideoDialogTexts } from './VideoDialog';

const VideoDialog = lazy(() => import('./VideoDialog'));

/**
 * The video dialog, fetched the first time a video is asked for: pages with testimonial cards do
 * not ship the dialog's code (nor the consent form it holds) before a visitor clicks one. Once
 * loaded it stays mounted, so closing and reopening is immediate.
 */
export function LazyVideoDialog(props: VideoDialogProps) {
  const [asked, setAsked] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra effect pass.
  if (props.video && !asked) setAsked(true);
  if (!asked && !props.video) return null;
  return (
    <Suspense fallback={null}>
      <VideoDialog {...props} />
    </Suspense>
  );
}
