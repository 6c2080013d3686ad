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

describe('leadNotification', () => {
  it('names the site, the person, the contact details and the payload', () => {
    const n = leadNotification(
      { id: 'L1', type: 'devis', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', phone: '06 12', message: null, payload: { criteria: { projet: 'vendre' }, selectedDiagnostics: ['dpe', 'erp'] }, created_at: '2026-11-22T10:00:00Z' },
      'Diagéo Paris 15',
    );
    expect(n.subject).toBe('[Diagéo Paris 15] Demande de devis — Léa Martin');
    expect(n.text).toContain('Email : lea@example.fr');
    expect(n.text).toContain('- criteria.projet: vendre');
    expect(n.text).toContain('- selectedDiagnostics: dpe, erp');
    expect(n.text).not.toContain('Message :');
  });
});
