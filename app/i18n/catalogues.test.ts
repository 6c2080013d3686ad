import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/i18n/locale';
import { NAMESPACES } from './namespaces';
import { resources } from './resources.server';

const LOCALES_DIR = path.join(import.meta.dirname, 'locales');

/** 'a.b' → its string, for every leaf of a catalogue. Plural forms (_one, _other…) count as one key. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('catalogues', () => {
  it('has exactly one file per declared namespace in each locale, all bundled on the server', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
      expect(files).toEqual([...NAMESPACES].sort());
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('%s: English has the French keys, with the same {{variables}} and <tags>', (namespace) => {
    const fr = leaves(resources.fr[namespace]);
    const en = leaves(resources.en[namespace]);
    expect(new Set([...en.keys()].map(baseKey))).toEqual(new Set([...fr.keys()].map(baseKey)));
    for (const [key, text] of en) {
      const french = fr.get(key) ?? fr.get(`${baseKey(key)}_other`) ?? fr.get(baseKey(key));
      expect(french, `${namespace}:${key}`).toBeDefined();
      expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(french as string));
      expect(text.trim(), `${namespace}:${key} is empty`).not.toBe('');
    }
  });
});

describe('diag service names', () => {
  it('has each catalogue service in both locales, the French one being the catalogue label', async () => {
    const { CATALOGUE } = await import('../../domain/diag/catalogue');
    for (const entry of CATALOGUE) {
      expect(resources.fr.diag.services[entry.slug as keyof typeof resources.fr.diag.services], entry.slug).toBe(entry.label);
      expect(resources.en.diag.services[entry.slug as keyof typeof resources.en.diag.services], entry.slug).toBeTruthy();
    }
  });
});

describe('diag home text from the offered services (issue 17 item 3)', () => {
  it('names every mandatory diagnostic in both locales, and the French text is the domain wording', async () => {
    const { DIAGNOSTICS } = await import('../../domain/diag/catalogue');
    const { frenchList, mandatoryDiagnosticsText, offeredMandatoryNames } = await import('../../domain/diag/offer-text');
    const names = (locale: 'fr' | 'en') => resources[locale].diag.mandatory.inSentence as Record<string, string>;
    for (const entry of DIAGNOSTICS.filter((d) => d.mandatory)) {
      expect(names('fr')[entry.slug], entry.slug).toBeTruthy();
      expect(names('en')[entry.slug], entry.slug).toBeTruthy();
    }
    // Annecy-like: the French catalogue sentence reads exactly as the domain's.
    const crm = { ActivPrestaDPE: true, ActivPrestaDiagnosticAmiante: true, ActivPrestaEtatDesRisques: true };
    const list = frenchList(offeredMandatoryNames(crm));
    expect(resources.fr.diag.mandatory.textOffered.replace('{{list}}', list)).toBe(mandatoryDiagnosticsText(crm));
    expect(resources.fr.diag.mandatory.textNone).toBe(mandatoryDiagnosticsText({}));
    expect(new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(['DPE', 'amiante', 'état des risques'])).toBe(list);
  });
});

describe('diag quote: a diagnostic the site does not offer (issue 17 item 3)', () => {
  it('says the domain note in French, in both forms', async () => {
    const { NOT_OFFERED_NOTE } = await import('../../domain/quote/offered');
    expect(resources.fr.diag.quote.notOfferedRequired).toBe(`Obligatoire, mais ${NOT_OFFERED_NOTE} : non inclus dans la demande.`);
    expect(resources.fr.diag.quote.notOffered).toBe(`${NOT_OFFERED_NOTE.charAt(0).toUpperCase()}${NOT_OFFERED_NOTE.slice(1)} : non inclus dans la demande.`);
  });
});
