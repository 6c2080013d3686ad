import { Link } from '../../../ui/Link';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';

const link = z.object({ label: z.string(), href: z.string() });
const schema = z.object({
  eyebrow: z.string().optional(),
  title: z.string(),
  subtitle: z.string(),
  primary: link,
  secondary: link.optional(),
});

/** The page's opening: title, promise and the two main actions (texts may be catalogue keys). */
function Hero({ props }: BlockProps<z.output<typeof schema>>) {
  const href = useLocalizedHref();
  const message = useMessage();
  return (
    <section className="bg-teal-dark text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20 lg:px-6">
        {props.eyebrow && <p className="text-sm font-semibold tracking-wide text-gold-soft uppercase">{message(props.eyebrow)}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">{message(props.title)}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{message(props.subtitle)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={href(props.primary.href)} className="rounded-full bg-gold-soft px-6 py-3 font-semibold text-teal-dark hover:bg-gold-light">
            {message(props.primary.label)}
          </Link>
          {props.secondary && (
            <Link to={href(props.secondary.href)} className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
              {message(props.secondary.label)}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

export const recrutementHeroBlock = defineBlock(schema, Hero, { static: true });
