import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The committed zone module is what scripts/build-tenant-fee-zones.mjs makes of the reference copy
// in server/reference/tenant-fee-zones/ (decision 0163): an edit of either alone fails here.
describe('tenant-fee zones data', () => {
  it('domain/listings/tenant-fee-zones.data.ts matches its source file', () => {
    const out = execFileSync(process.execPath, ['scripts/build-tenant-fee-zones.mjs', '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/matches server\/reference\/tenant-fee-zones\/zonage-abc-juillet-2024\.csv/);
  });
});
