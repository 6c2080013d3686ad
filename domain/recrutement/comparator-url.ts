import { type Message, message } from '../i18n/message';
import type { ComparatorInput, Tier } from './comparator';
import { numberFormat } from '../format/intl';

/**
 * The comparator's whole state lives in the URL, so a result can be shared and the server can render
 * it without JavaScript. Parameter names are French like the page (ca, ventes, mensuel, part…).
 */

interface FieldSpec {
  param: string;
  label: string;
  /** The same label in the catalogue. */
  labelKey: string;
  min: number;
  max: number;
  step: number;
  default: number;
}

// Ranges, steps and defaults of §5 "Comparator inputs" and §9 "Comparator defaults".
export const COMPARATOR_FIELDS = {
  turnover: { labelKey: 'recrutement:comparator.fields.turnover', param: 'ca', label: 'Chiffre d’affaires annuel HT', min: 0, max: 300_000, step: 1000, default: 80_000 },
  sales: { labelKey: 'recrutement:comparator.fields.sales', param: 'ventes', label: 'Nombre de ventes par an', min: 0, max: 60, step: 1, default: 10 },
  monthlyCost: { labelKey: 'recrutement:comparator.fields.monthlyCost', param: 'mensuel', label: 'Coût mensuel actuel HT', min: 0, max: 500, step: 5, default: 150 },
  share: { labelKey: 'recrutement:comparator.fields.share', param: 'part', label: 'Pourcentage par vente', min: 0, max: 100, step: 1, default: 70 },
  perSaleFee: { labelKey: 'recrutement:comparator.fields.perSaleFee', param: 'parvente', label: 'Frais par vente HT', min: 0, max: 10_000, step: 10, default: 0 },
} as const satisfies Record<string, FieldSpec>;

export const CAP_PARAM = 'plafond';
export const TIERS_PARAM = 'paliers';
/** The reference entry the visitor picked, shown back as a reminder (not used in the sums). */
export const REFERENCE_PARAM = 'ref';
const MAX_TIERS = 6;

export const DEFAULT_COMPARATOR_INPUT: ComparatorInput = {
  turnover: COMPARATOR_FIELDS.turnover.default,
  sales: COMPARATOR_FIELDS.sales.default,
  monthlyCost: COMPARATOR_FIELDS.monthlyCost.default,
  share: COMPARATOR_FIELDS.share.default,
  perSaleFee: COMPARATOR_FIELDS.perSaleFee.default,
  cap: null,
  tiers: null,
};

export interface ComparatorState {
  input: ComparatorInput;
  reference: string | null;
  /** What was read differently from what was typed, in French, to show above the result. */
  notices: string[];
  /** The same notices as catalogue keys of `recrutement:comparator.notices` (decision 0044). */
  noticeMessages: Message[];
}

const notice = (path: string, values?: Message['values']) => message(`recrutement:comparator.notices.${path}`, values);

const formatPlain = (n: number) => numberFormat('fr-FR').format(n).replace(/\s/g, '\u202f');

/** '80 000', '80000', '1 500,5' → a number; '' → 0 (§5: empty becomes 0); unreadable → null. */
export function readNumber(raw: string): number | null {
  const cleaned = raw.replace(/[\s\u00a0\u202f€%]/g, '').replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function readField(params: URLSearchParams, spec: FieldSpec, notices: string[], messages: Message[]): number {
  const raw = params.get(spec.param);
  if (raw === null) return spec.default;
  const value = readNumber(raw);
  if (value === null) {
    notices.push(`${spec.label} : « ${raw.slice(0, 40)} » n’est pas un nombre, compté comme 0.`);
    messages.push(notice('notNumber', { field: message(spec.labelKey), raw: raw.slice(0, 40) }));
    return 0;
  }
  if (value < spec.min) {
    notices.push(`${spec.label} : une valeur négative compte comme ${formatPlain(spec.min)}.`);
    messages.push(notice('negative', { field: message(spec.labelKey), min: formatPlain(spec.min) }));
    return spec.min;
  }
  if (value > spec.max) {
    notices.push(`${spec.label} : ${formatPlain(value)} dépasse le maximum, ramené à ${formatPlain(spec.max)}.`);
    messages.push(notice('overMax', { field: message(spec.labelKey), value: formatPlain(value), max: formatPlain(spec.max) }));
    return spec.max;
  }
  return value;
}

/** A sale is whole: 10,5 counts as 10, and the visitor is told so. */
function wholeSales(value: number, notices: string[], messages: Message[]): number {
  const whole = Math.floor(value);
  if (whole === value) return value;
  const spec = COMPARATOR_FIELDS.sales;
  notices.push(`${spec.label} : ${formatPlain(value)} n’est pas un nombre entier, compté comme ${whole}.`);
  messages.push(notice('notWhole', { field: message(spec.labelKey), value: formatPlain(value), count: whole }));
  return whole;
}

/** 'paliers=0:70,50000:80' → tiers; unreadable pairs are dropped with a notice. */
export function parseTiers(raw: string, notices: string[], messages: Message[] = []): Tier[] | null {
  const tiers: Tier[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [fromRaw, shareRaw, extra] = part.split(':');
    const from = fromRaw === undefined ? null : readNumber(fromRaw);
    const share = shareRaw === undefined ? null : readNumber(shareRaw);
    if (from === null || share === null || extra !== undefined || from < 0 || share < 0 || share > 100) {
      notices.push(`Palier « ${part.slice(0, 40)} » illisible (attendu : seuil:pourcentage, par exemple 50000:80), ignoré.`);
      messages.push(notice('tierUnreadable', { raw: part.slice(0, 40) }));
      continue;
    }
    tiers.push({ from, share });
  }
  if (tiers.length > MAX_TIERS) {
    notices.push(`Au plus ${MAX_TIERS} paliers : les suivants sont ignorés.`);
    messages.push(notice('tooManyTiers', { max: MAX_TIERS }));
  }
  const kept = tiers.slice(0, MAX_TIERS);
  return kept.length ? kept : null;
}

export function parseComparatorState(params: URLSearchParams): ComparatorState {
  const notices: string[] = [];
  const messages: Message[] = [];
  const input: ComparatorInput = {
    turnover: readField(params, COMPARATOR_FIELDS.turnover, notices, messages),
    sales: wholeSales(readField(params, COMPARATOR_FIELDS.sales, notices, messages), notices, messages),
    monthlyCost: readField(params, COMPARATOR_FIELDS.monthlyCost, notices, messages),
    share: readField(params, COMPARATOR_FIELDS.share, notices, messages),
    perSaleFee: readField(params, COMPARATOR_FIELDS.perSaleFee, notices, messages),
    cap: null,
    tiers: null,
  };
  const capRaw = params.get(CAP_PARAM);
  if (capRaw !== null && capRaw.trim() !== '') {
    const cap = readNumber(capRaw);
    if (cap === null || cap < 0) {
      notices.push(`Plafond : « ${capRaw.slice(0, 40)} » n’est pas un montant positif, ignoré.`);
      messages.push(notice('capInvalid', { raw: capRaw.slice(0, 40) }));
    } else input.cap = cap;
  }
  const tiersRaw = params.get(TIERS_PARAM);
  if (tiersRaw !== null && tiersRaw.trim() !== '') input.tiers = parseTiers(tiersRaw, notices, messages);
  const reference = params.get(REFERENCE_PARAM)?.trim().slice(0, 80) || null;
  return { input, reference, notices, noticeMessages: messages };
}

/** The inverse of parseComparatorState: every field written, so a shared link reads the same. */
export function serialiseComparatorState(input: ComparatorInput, reference: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  params.set(COMPARATOR_FIELDS.turnover.param, String(input.turnover));
  params.set(COMPARATOR_FIELDS.sales.param, String(input.sales));
  params.set(COMPARATOR_FIELDS.monthlyCost.param, String(input.monthlyCost));
  params.set(COMPARATOR_FIELDS.share.param, String(input.share));
  if (input.perSaleFee > 0) params.set(COMPARATOR_FIELDS.perSaleFee.param, String(input.perSaleFee));
  if (input.cap !== null) params.set(CAP_PARAM, String(input.cap));
  if (input.tiers?.length) params.set(TIERS_PARAM, input.tiers.map((t) => `${t.from}:${t.share}`).join(','));
  if (reference) params.set(REFERENCE_PARAM, reference);
  return params;
}
