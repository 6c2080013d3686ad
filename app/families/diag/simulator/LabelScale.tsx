import { DPE_LETTERS, type DpeLetter } from '../../../../domain/dpe';

// Official DPE colours; text colours chosen for a 4.5:1 contrast.
const COLOURS: Record<DpeLetter, string> = {
  A: 'bg-[#009c6d] text-slate-950',
  B: 'bg-[#52b153] text-slate-950',
  C: 'bg-[#a5cc74] text-slate-950',
  D: 'bg-[#f4e70f] text-slate-950',
  E: 'bg-[#f0b50f] text-slate-950',
  F: 'bg-[#eb8235] text-slate-950',
  G: 'bg-[#d7221f] text-white',
  H: 'bg-slate-600 text-white',
  I: 'bg-slate-800 text-white',
};
const WIDTHS = ['w-[40%]', 'w-[48%]', 'w-[56%]', 'w-[64%]', 'w-[72%]', 'w-[80%]', 'w-[88%]', 'w-[94%]', 'w-full'];

export function LetterBadge({ letter, size = 'lg' }: { letter: DpeLetter | null; size?: 'lg' | 'sm' }) {
  const box = size === 'lg' ? 'h-14 w-14 text-3xl' : 'h-7 w-7 text-sm';
  if (!letter) return <span className={`inline-flex ${box} items-center justify-center rounded-md bg-slate-200 font-bold text-slate-700`}>—</span>;
  return <span className={`inline-flex ${box} items-center justify-center rounded-md font-bold ${COLOURS[letter]}`}>{letter}</span>;
}

/** The A-to-G scale with the certificate's letter marked (H and I only when the record has them). */
export function LabelScale({ letter, label }: { letter: DpeLetter | null; label: string }) {
  const letters = DPE_LETTERS.filter((l, i) => i < 7 || l === letter);
  return (
    <ol aria-label={label} className="flex flex-col gap-0.5">
      {letters.map((l, i) => {
        const marked = l === letter;
        return (
          <li key={l} className="flex items-center gap-2" aria-current={marked ? 'true' : undefined}>
            <span className={`${WIDTHS[i]} rounded-r-md px-2 text-xs font-bold leading-5 ${COLOURS[l]} ${marked ? 'outline-2 outline-offset-1 outline-slate-900' : ''}`}>{l}</span>
            {marked && (
              <span aria-hidden="true" className="text-sm font-bold text-slate-900">
                ◀
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
