import { useEffect, useRef, useState } from 'react';
import { CONSENT_MODE_ANALYTICS_GRANTED, GTAG_CONFIG, type TrackingTag, trackingBootstrap } from '../../domain/consent/tracking';
import { useNonce } from '../ui/nonce';

type Gtag = (...args: unknown[]) => void;
type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** After an in-page 'analytics' consent: the same calls the server writes for a consenting visitor. */
function startInBrowser(tag: TrackingTag) {
  const w = window as TrackingWindow;
  const dataLayer = (w.dataLayer ??= []);
  const gtag: Gtag =
    w.gtag ??
    function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  gtag('consent', 'update', CONSENT_MODE_ANALYTICS_GRANTED);
  if (tag.kind === 'gtag') {
    gtag('js', new Date());
    gtag('config', tag.id, GTAG_CONFIG);
  } else {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
}

/**
 * The site's tracker (G- or GTM- id): Consent Mode defaults all denied, and the tag's script only
 * once the visitor has granted 'analytics' (CNIL: no tracker before consent, not even cookieless pings).
 */
export function TrackingTags({ tag, analyticsGranted }: { tag: TrackingTag | null; analyticsGranted: boolean }) {
  const nonce = useNonce();
  // What the server already started; a grant made later in the page starts it here.
  const [grantedAtLoad] = useState(analyticsGranted);
  const grantedAtRender = useRef(analyticsGranted);
  useEffect(() => {
    if (tag && analyticsGranted && !grantedAtRender.current) {
      grantedAtRender.current = true;
      startInBrowser(tag);
    }
  }, [tag, analyticsGranted]);
  if (!tag) return null;
  return (
    <>
      <script data-consent-script="" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: trackingBootstrap(tag, grantedAtLoad) }} />
      {analyticsGranted && <script async src={tag.src} nonce={nonce} />}
    </>
  );
}

/** Marks the document when it is shown in a frame: the banner hides then (network spec §4). */
export function FrameCheck() {
  const nonce = useNonce();
  return (
    <script
      data-consent-script=""
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "if(window.self!==window.top)document.documentElement.setAttribute('data-framed','')" }}
    />
  );
}
