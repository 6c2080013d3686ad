import { z } from 'zod';
import type { Locale } from '../i18n/locale';

/**
 * A key figure's text as the record writes it: one string (shown as it is in every language), or one
 * per interface language, so an English page need not show a French caption (issue 38 item 11).
 */
const figureText = (max: number) => z.union([z.string().trim().max(max), z.object({ fr: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) })]);

export const keyFiguresSchema = z.array(z.object({ value: figureText(40), label: figureText(120) })).max(8);
export type KeyFigure = z.infer<typeof keyFiguresSchema>[number];
export type FigureText = KeyFigure['value'];

/** The text in the page's language (a plain string is the same in both). */
export function figureTextIn(text: FigureText, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}
