import { describe, expect, it } from 'vitest';
import { frenchList, mandatoryDiagnosticsText } from './offer-text';

describe('home text from the services the site offers (issue 17 item 3)', () => {
  it('Annecy-like: no termites, Carrez nor Boutin in the promise', () => {
    const crm = { ActivPrestaDPE: true, ActivPrestaDiagnosticAmiante: true, ActivPrestaDiagnosticPlomb: true, ActivPrestaDiagnosticGaz: true, ActivPrestaDiagnosticElectricite: true, ActivPrestaEtatDesRisques: true, ActivPrestaLoiCarrez: false };
    const text = mandatoryDiagnosticsText(crm);
    expect(text).toBe(
      'Pour vendre ou louer, la loi impose un dossier de diagnostic technique, selon votre bien. Nous réalisons : DPE, amiante, plomb, gaz, électricité et état des risques. Nous vous disons exactement lesquels fournir.',
    );
    expect(text).not.toMatch(/termites|Carrez|Boutin/);
  });
  it('a site with no flag promises nothing in particular', () => {
    expect(mandatoryDiagnosticsText({})).not.toMatch(/Nous réalisons/);
  });
  it.each([[[], ''], [['a'], 'a'], [['a', 'b'], 'a et b'], [['a', 'b', 'c'], 'a, b et c']])('frenchList(%j) = %s', (items, text) => expect(frenchList(items)).toBe(text));
});
