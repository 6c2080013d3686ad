import { useState } from 'react';
import type { QuoteCriteria } from '../../../../domain/quote/criteria';
import type { DiagnosticKey } from '../../../../domain/quote/required';
import { step1Href } from '../../../../domain/quote/funnel-links';
import { type SelectionStates, toggleKey } from '../../../../domain/quote/selection';
import type { BlockProps } from '../../../blocks/types';
import { DiagnosticToggles } from './DiagnosticToggles';
import { ProjectReminder } from './ProjectReminder';
import { QuoteContactForm } from './QuoteContactForm';
import { StepHeader } from './StepHeader';
import { useTranslation } from '../../../i18n/use-translation';
import { type PriceGrid, priceQuote } from '../../../../domain/diagnostics/price-grid';
import { includedKeys } from '../../../../domain/quote/selection';
import { PricePanel } from './PricePanel';
import { reportStatuses } from '../../../../domain/quote/existing-status';
import type { SlotChoice } from './SlotPicker';

export interface QuoteStep2Data {
  criteria: QuoteCriteria;
  states: SelectionStates;
  /** The diagnostics this site offers (the others are shown, marked, never included). */
  offered: DiagnosticKey[];
  /** A failure reported by the server after a post without JavaScript. */
  error: string | null;
  /** What a refused post without JavaScript typed (its cookie, decision 0070). */
  kept: Record<string, string> | null;
  idempotencyKey: string;
  /** The site's grid and free slots (issue 33); null: the funnel as the spec has it. */
  booking: { grid: { id: string; grid: PriceGrid } | null; distanceKm: number | null; calendar: boolean; slots: SlotChoice[]; visitLength?: string } | null;
  /** Paris day the declared reports are judged on (the server's, so hydration matches). */
  today?: string;
}

/** The URL's 'dd-mm-yy-HHhMM' as a slot value 'YYYY-MM-DDTHH:MM' (to preselect it when it is free). */
function slotOfDate(date: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{2})-(\d{2})h(\d{2})$/.exec(date);
  return m ? `20${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}` : '';
}

/** Quote step 2 (spec §2): the diagnostics and their toggles, the reminder, the contact form. */
export function QuoteStep2({ data }: BlockProps<Record<string, never>, QuoteStep2Data>) {
  const { t } = useTranslation('diag');
  const { criteria } = data;
  const [states, setStates] = useState<SelectionStates>(data.states);
  const offered = new Set(data.offered);
  // Reports declared in step 1 and still valid for the project: shown as such, left out of the price (issue 33 item 5).
  const statuses = data.today ? reportStatuses(criteria.existants, criteria.projet, data.today) : [];
  const covered = new Set(statuses.filter((s) => s.validity.valid).map((s) => s.report.key));
  return (
    <div className="bg-slate-50 pb-12">
      <StepHeader current={2} formType={criteria.date ? 'rendezvous' : 'devis'} />
      <div className="mx-auto max-w-5xl px-4 pt-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('quote.myDiagnostics')}</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-6">
            <DiagnosticToggles criteria={criteria} states={states} offered={offered} statuses={statuses} onToggle={(key) => setStates((s) => toggleKey(s, key, criteria, offered))} reload={data.booking?.calendar} />
            {data.booking?.grid && (
              <PricePanel
                quote={priceQuote(data.booking.grid.grid, { diagnostics: includedKeys(criteria, states, offered).filter((k) => !covered.has(k)), bien: criteria.bien, surface: Number.parseInt(criteria.surface, 10), distanceKm: data.booking.distanceKm })}
                distanceKm={data.booking.distanceKm}
                surface={criteria.surface}
              />
            )}
            <ProjectReminder criteria={criteria} editHref={step1Href(criteria, states)} />
          </div>
          {/* The anchor a refused post without JavaScript comes back to (issue 17 item 5). */}
          <div id="coordonnees" className="scroll-mt-4">
            <QuoteContactForm criteria={criteria} states={states} serverError={data.error} kept={data.kept} idempotencyKey={data.idempotencyKey} slots={data.booking?.calendar ? data.booking.slots : undefined} selectedSlot={slotOfDate(criteria.date)} visitLength={data.booking?.visitLength} />
          </div>
        </div>
      </div>
    </div>
  );
}
