import { useState } from 'react';

/** The specs' fr/en toggle: it only changes state; the site is written in French. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const [lang, setLang] = useState<'fr' | 'en'>('fr');
  return (
    <div className={`inline-flex overflow-hidden rounded-full border border-current text-xs font-semibold ${className}`} role="group" aria-label="Langue">
      {(['fr', 'en'] as const).map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={lang === l}
          onClick={() => setLang(l)}
          className={`px-2.5 py-1 uppercase ${lang === l ? 'bg-current/15' : ''}`}
        >
          {l}
        </button>
      ))}
    </div>
  );
}
