import { describe, expect, it } from 'vitest';
import { agentPrice, agentRent } from './agent-price';

describe('prices rounded the way agents price (issue 38 item 12)', () => {
  it.each([
    [281_804, 282_000],
    [281_499, 281_000],
    [64_270, 64_500],
    [64_240, 64_000],
    [99_760, 100_000],
    [1_234_567, 1_235_000],
    [1_232_400, 1_230_000],
    [120, 500],
  ])('%s € is advertised %s €', (value, price) => {
    expect(agentPrice(value)).toBe(price);
  });

  it.each([
    [1_233, 1_235],
    [612.4, 610],
    [2, 5],
  ])('a rent of %s € is advertised %s €', (value, rent) => {
    expect(agentRent(value)).toBe(rent);
  });
});
