import type { z } from 'zod';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { BlockProps } from '../../blocks/types';
import type { ctaSchema, faqSchema, heroSchema, link, sectionsSchema, stepsSchema } from './ContentBlocks.block';
import { useLocalizedHref } from '../../i18n/hooks';
import { siblingSetting, siblingUrl } from '../../site/sibling';

/**
 * Editorial blocks of the network's content pages (/vendre, /a-propos, /nos-services, /services/*,
 * /reseau…): their texts are catalogue keys in the page table, translated by the family's
 * withTexts / withClaims wrappers before these render (decision 0080).
 */
type Link = z.output<typeof link>;

function useHref(site: ImmoPublicSite) {
  const href = useLocalizedHref();
  return (l: Link) => (l.recruitment ? (siblingUrl(site, siblingSetting(site.settings, 'recruitmentSite'), l.href) ?? href('/')) : l.href.startsWith('#') ? l.href : href(l.href));
}

export function PageHero({ props, site }: BlockProps<z.output<typeof heroSchema>, undefined, ImmoPublicSite>) {
  const to = useHref(site);
  return (
    <section className="bg-teal-dark px-4 py-14 text-white">
      <div className="mx-auto max-w-5xl">
        {props.eyebrow && <p className="text-sm font-bold tracking-widest text-gold-soft uppercase">{props.eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{props.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/90">{props.text}</p>
        {props.links.length > 0 && (
          <div className="mt-6 flex flex-wrap gap-3">
            {props.links.map((l, i) => (
              <a key={l.href} href={to(l)} className={i === 0 ? 'rounded-full bg-gold-brand px-6 py-3 font-semibold text-white' : 'rounded-full border border-white px-6 py-3 font-semibold text-white'}>
                {l.label}
              </a>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** Text sections; an id makes an anchor that clears the fixed header by 200 px (spec /nos-services). */
export function TextSections({ props, site }: BlockProps<z.output<typeof sectionsSchema>, undefined, ImmoPublicSite>) {
  const to = useHref(site);
  const grid = props.columns === 3 ? 'md:grid-cols-3' : props.columns === 2 ? 'md:grid-cols-2' : '';
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      {props.title && <h2 className="mb-6 text-2xl font-bold text-teal-dark">{props.title}</h2>}
      <div className={`grid gap-8 ${grid}`}>
        {props.sections.map((s) => (
          <section key={s.title} id={s.id} className={`${s.id ? 'scroll-mt-[200px]' : ''} rounded-xl ${props.columns > 1 ? 'border border-slate-200 bg-white p-6' : ''}`}>
            {props.title ? <h3 className="text-xl font-bold text-teal-dark">{s.title}</h3> : <h2 className="text-2xl font-bold text-teal-dark">{s.title}</h2>}
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-slate-800">
                {p}
              </p>
            ))}
            {s.links.length > 0 && (
              <p className="mt-4 flex flex-wrap gap-4">
                {s.links.map((l) => (
                  <a key={l.href} href={to(l)} className="font-semibold text-teal-brand underline">
                    {l.label}
                  </a>
                ))}
              </p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

/** Project steps (spec: project-steps block, the 4 steps of /vendre). */
export function Steps({ props }: BlockProps<z.output<typeof stepsSchema>, undefined, ImmoPublicSite>) {
  return (
    <section className="bg-gold-light px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-2xl font-bold text-teal-dark">{props.title}</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {props.steps.map((s, i) => (
            <li key={s.title} className="rounded-xl bg-white p-5 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-teal-brand font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-3 font-bold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** A call to action band (double call to action of /vendre, closing block of /nos-services). */
export function CallToAction({ props, site }: BlockProps<z.output<typeof ctaSchema>, undefined, ImmoPublicSite>) {
  const to = useHref(site);
  return (
    <section className="px-4 py-12">
      <div className="mx-auto max-w-5xl rounded-2xl bg-teal-brand p-8 text-center text-white">
        <h2 className="text-2xl font-bold">{props.title}</h2>
        <p className="mt-2 text-white/90">{props.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {props.links.map((l, i) => (
            <a key={l.href} href={to(l)} className={i === 0 ? 'rounded-full bg-white px-6 py-3 font-semibold text-teal-dark' : 'rounded-full border border-white px-6 py-3 font-semibold text-white'}>
              {l.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

/** An inline FAQ section (native <details>); FAQPage data comes from its loader. */
export function FaqSection({ props }: BlockProps<z.output<typeof faqSchema>, undefined, ImmoPublicSite>) {
  return (
    <section id={props.id} className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
      <h2 className="text-2xl font-bold text-teal-dark">{props.title}</h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {props.items.map((item) => (
          <details key={item.question} className="p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
            <p className="mt-2 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
