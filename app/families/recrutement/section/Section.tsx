import { Link } from '../../../ui/Link';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';

const schema = z.object({
  /** The anchor of the section (#performances, #continue…). */
  id: z.string().optional(),
  eyebrow: z.string().optional(),
  title: z.string(),
  /** Texts may name the record's figures as {token} (see domain/recrutement/record-text.ts). */
  paragraphs: z.array(z.string()).default([]),
  items: z.array(z.string()).default([]),
  tone: z.enum(['white', 'tinted']).default('white'),
  cta: z.object({ label: z.string(), href: z.string() }).optional(),
});
export type SectionProps = z.output<typeof schema>;

/** A titled section of text and bullet points; its figures are filled from the site's record by the loader. */
function Section({ props, data }: BlockProps<SectionProps, SectionProps>) {
  const content = data;
  const href = useLocalizedHref();
  return (
    <section id={props.id} aria-labelledby={props.id ? `${props.id}-titre` : undefined} className={`scroll-mt-20 ${props.tone === 'tinted' ? 'bg-gold-light/60' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        {content.eyebrow && <p className="text-sm font-semibold tracking-wide text-gold-brand uppercase">{content.eyebrow}</p>}
        <h2 id={props.id ? `${props.id}-titre` : undefined} className="mt-1 text-2xl font-bold text-teal-dark sm:text-3xl">
          {content.title}
        </h2>
        <div className="mt-4 max-w-3xl space-y-3 text-slate-800">
          {content.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {content.items.length > 0 && (
          <ul className="mt-6 grid max-w-4xl gap-3 sm:grid-cols-2">
            {content.items.map((item) => (
              <li key={item} className="flex gap-2 text-slate-900">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-gold-brand" />
                {item}
              </li>
            ))}
          </ul>
        )}
        {content.cta && (
          <Link to={href(content.cta.href)} className="mt-6 inline-block rounded-full bg-teal-brand px-5 py-2.5 font-semibold text-white hover:bg-teal-dark">
            {content.cta.label}
          </Link>
        )}
      </div>
    </section>
  );
}

export const recrutementSectionBlock = defineBlock(schema, Section, { static: true });
