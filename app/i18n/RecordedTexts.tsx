import { useContext } from 'react';
import { RECORDED_TEXTS_ID, serializeRecordedTexts } from './replay-keys';
import { recordedTextsSource } from './replayed-translation';
import { TextRecorderContext } from './text-recorder';

/**
 * The texts this render translated, for the browser's `useTranslation` (decision 0060). Rendered last in
 * <body>, after every component that translates: React renders in document order, so the record is
 * whole when it is written. In the browser it keeps the server's text (read before hydration).
 */
export function RecordedTexts() {
  const recorder = useContext(TextRecorderContext);
  const json = import.meta.env.SSR ? serializeRecordedTexts(recorder?.texts ?? {}) : recordedTextsSource();
  return <script type="application/json" id={RECORDED_TEXTS_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
