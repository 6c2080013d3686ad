import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteContext } from './context';

describe('siteContext', () => {
  it('read before the root middleware set it, throws instead of guessing a directory', () => {
    expect(() => new RouterContextProvider().get(siteContext)).toThrow();
  });

  it('reads back what the middleware set', () => {
    const context = new RouterContextProvider();
    context.set(siteContext, { kind: 'backoffice' });
    expect(context.get(siteContext)).toEqual({ kind: 'backoffice' });
  });
});
