import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyPreloads } from './family-preload.server';

describe('familyPreloads', () => {
  it('reads the files the client build listed per family, and ignores what is not a file name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'family-chunks-'));
    const list = path.join(dir, 'family-chunks.json');
    fs.writeFileSync(list, JSON.stringify({ diag: ['/assets/family-a.js', '/assets/locale-b.js', 3], immo: 'no', unknown: ['/x.js'] }));
    const preloads = familyPreloads(list);
    expect(preloads.get('diag')).toEqual(['/assets/family-a.js', '/assets/locale-b.js']);
    expect(preloads.has('immo')).toBe(false);
    expect([...preloads.keys()]).toEqual(['diag']);
    fs.rmSync(dir, { recursive: true });
  });

  it('is empty without a built client (development, tests)', () => {
    expect(familyPreloads('/nonexistent/family-chunks.json').size).toBe(0);
  });
});
