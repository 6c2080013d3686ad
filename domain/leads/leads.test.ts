import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';
import { leadNotification } from './notification';

describe('retryDelayMs', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [10, 60000],
    [100, 60000],
  ])('after %i failures waits %i ms', (attempts, expected) => expect(retryDelayMs(attempts, 1000, 60000)).toBe(expected));
});

const DIAG = { name: 'Diagéo', family: 'diag' };

describe('leadNotification', () => {
  it('names the site, the person, the contact details and the payload in French', () => {
    const n = leadNotification(
      { id: 'L1', type: 'devis', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', phone: '06 12', message: null, payload: { criteria: { projet: 'vendre' }, selectedDiagnostics: ['dpe', 'erp'], selectedDiagnosticLabels: ['DPE', 'ERP'] }, created_at: '2026-11-22T10:00:00Z' },
      { name: 'Diagéo Paris 15', family: 'diag' },
    );
    expect(n.subject).toBe('[Diagéo Paris 15] Demande de devis — Léa Martin');
    expect(n.text).toContain('E-mail : lea@example.fr');
    expect(n.text).toContain('- Projet : Je vends');
    expect(n.text).toContain('- Diagnostics demandés : DPE, ERP');
    expect(n.text).not.toContain('selectedDiagnostics');
    expect(n.text).not.toContain('Message :');
  });
});

describe('leadNotification with hostile input', () => {
  const base = { id: 'L2', type: 'contact', email: 'lea@example.fr', phone: '06 12', message: 'Ligne 1\nLigne 2', payload: null, created_at: '2026-11-22T10:00:00Z' };

  it('keeps a line break in a name from adding a forged line (e.g. Bcc) to the body', () => {
    const n = leadNotification({ ...base, firstname: 'Léa\r\nBcc: victime@example.com', lastname: 'Martin\nCc: autre@example.com' }, DIAG);
    const lines = n.text.split('\n');
    expect(lines.some((l) => l.startsWith('Bcc:'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Cc:'))).toBe(false);
    expect(lines).toContain('Nom : Léa Bcc: victime@example.com Martin Cc: autre@example.com');
    expect(n.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps line breaks out of the e-mail, phone and payload values, but keeps the message paragraphs', () => {
    const n = leadNotification({ ...base, firstname: 'Léa', lastname: null, email: 'a@b.fr\nBcc: x@y.fr', phone: '06\r\nTo: z@y.fr', payload: { 'k\nBcc: q@r.fr': 'v\nReply-To: s@t.fr' } }, DIAG);
    const lines = n.text.split('\n');
    expect(lines.filter((l) => /^(Bcc|To|Reply-To):/.test(l))).toEqual([]);
    expect(lines).toContain('Ligne 2');
  });

  it('summarises a payload nested thousands of levels deep instead of failing', () => {
    let deep: Record<string, unknown> = { fin: 'oui' };
    for (let i = 0; i < 5000; i++) deep = { n: deep };
    const n = leadNotification({ ...base, firstname: 'Léa', lastname: null, payload: { deep, list: [deep] } }, DIAG);
    expect(n.text).toContain('(données imbriquées omises)');
    expect(n.text).not.toContain('fin : oui');
  });
});
