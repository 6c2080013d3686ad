import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deferHydrationBytes } from './defer-bytes.server';
import { deferHydration } from './defer-scripts.server';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url));
const asText = (bytes: Buffer) => bytes.toString('utf8');

describe('the document rewritten as bytes, as the text version rewrites it', () => {
  it.each(['diag-home', 'directory-home'])('%s: the same bytes as deferHydration', (name) => {
    const html = fixture(name);
    const out = deferHydrationBytes(html);
    expect(out).not.toBeNull();
    expect(asText(out as Buffer)).toBe(deferHydration(asText(html)));
    expect(asText(out as Buffer)).not.toContain('rel="modulepreload"');
  });

  it('keeps every accented character of the page byte for byte', () => {
    const accents = Buffer.from('<p>Diagnostics à Paris 15ᵉ — « DPE » ’</p>');
    const html = fixture('diag-home');
    const at = html.indexOf('<body');
    const page = Buffer.concat([html.subarray(0, at), accents, html.subarray(at)]);
    const out = deferHydrationBytes(page) as Buffer;
    expect(out.includes(accents)).toBe(true);
    expect(asText(out)).toBe(deferHydration(asText(page)));
  });

  it('waits while the module script has not closed', () => {
    const html = fixture('diag-home');
    const opened = html.indexOf('type="module"');
    expect(deferHydrationBytes(html.subarray(0, opened + 40))).toBeNull();
    expect(deferHydrationBytes(html.subarray(0, html.indexOf('</script>', opened)))).toBeNull();
  });

  it.each([
    { name: 'a page without scripts', html: '<html><head><link rel="stylesheet" href="/a.css"></head><body><p>é</p></body></html>' },
    {
      name: 'a preload mentioned outside a link tag, and a link of another kind',
      html: '<html><head><meta content="rel=&quot;modulepreload&quot;"><link rel="modulepreload" href="/assets/a.js" crossorigin="anonymous"><link rel="preload" href="/b.css"></head><body><script type="module" async="">import * as route0 from "/assets/r.js";\nimport("/assets/e.js");</script></body></html>',
    },
    { name: 'type="module" outside a script tag', html: '<html><body><p data-x=\'type="module"\'>x</p><script type="module">import "/assets/m.js";</script></body></html>' },
    { name: 'a module script without static imports', html: '<html><head><link rel="modulepreload" href="/assets/a.js"></head><body><script type="module">import("/assets/e.js");</script></body></html>' },
  ])('$name: as the text version', ({ html }) => {
    const out = deferHydrationBytes(Buffer.from(html));
    const expected = deferHydration(html);
    if (out === null) expect(expected).toBe(html);
    else expect(asText(out)).toBe(expected);
  });
});
