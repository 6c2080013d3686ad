import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the test compares the app's Link with the library's own
import { createStaticHandler, createStaticRouter, Link as RouterLink, type LinkProps, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

/** Renders links at a page path inside a static router, as a server render does, with the given component. */
async function render(component: typeof RouterLink, links: LinkProps[], at = '/prestations/audit-energetique') {
  const routes = [{ path: '*', Component: () => <nav>{links.map((props, i) => { const C = component; return <C key={i} {...props} />; })}</nav> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://diag.localhost${at}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const cases: LinkProps[] = [
  { to: '/', children: 'Accueil' },
  { to: '/contact', className: 'underline', children: 'Contact' },
  { to: '/gestion-des-cookies?retour=%2F', 'aria-label': 'Cookies', children: 'x' },
  { to: '/devis?diagnostic=dpe#etape', target: '_blank', rel: 'noopener', children: 'Devis' },
  { to: '/prestations/', children: 'slash' },
  { to: '/a/./b/../c', children: 'dots' },
  { to: '/a/.', children: 'dot end' },
  { to: '/a/..?x=1', children: 'dots before query' },
  { to: '/a/.well/b', children: 'dotted name' },
  { to: '/a//b', children: 'double slash' },
  { to: '/x?', children: 'empty query' },
  { to: '/x#', children: 'empty hash' },
  { to: 'contact', children: 'relative' },
  { to: '../contact', children: 'relative up' },
  { to: '//evil.example/x', children: 'protocol-relative' },
  { to: 'https://site.example/', children: 'absolute URL' },
  { to: { pathname: '/devis', search: '?a=1' }, children: 'object' },
  { to: '/contact', reloadDocument: true, replace: true, state: { a: 1 }, preventScrollReset: true, children: 'options' },
  { to: '/contact', discover: 'none', children: 'no discover' },
  { to: '/contact', prefetch: 'intent', children: 'prefetch' },
  { to: '/contact', relative: 'path', children: 'relative option' },
];

describe('Link on the server (decision 0057)', () => {
  it('is the server version in this environment', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).not.toBe(RouterLink);
  });

  it.each(cases.map((props) => [String(props.children), props] as const))('renders %s exactly as React Router does', async (_name, props) => {
    const ours = await render(Link, [props]);
    expect(ours).toBe(await render(RouterLink, [props]));
    expect(ours).toContain('<a ');
  });

  it('renders a plain path without asking React Router (the page path does not matter)', async () => {
    expect(await render(Link, [{ to: '/contact', children: 'Contact' }], '/a/b/c')).toContain('<a href="/contact" data-discover="true">Contact</a>');
  });
});
