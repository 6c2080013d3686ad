// The home's block components, one chunk for them all (decision 58): each block.ts imports its
// component from here, so the home loads one file instead of ten, and the quote and the simulator none.
export { Hero } from './hero/Hero';
export { SimulatorBanner } from './simulator-banner/SimulatorBanner';
export { MandatoryDiagnostics } from './mandatory-diagnostics/MandatoryDiagnostics';
export { DiagnosticsCarousel } from './diagnostics-carousel/DiagnosticsCarousel';
export { PresentationVideo } from './presentation-video/PresentationVideo';
export { Steps } from './steps/Steps';
export { Reasons } from './reasons/Reasons';
export { Reviews } from './reviews/Reviews';
export { LatestNews } from './latest-news/LatestNews';
export { NearbyLinks } from './nearby-links/NearbyLinks';
