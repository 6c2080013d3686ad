import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useMessage } from '../../../i18n/messages';

export interface ClubsData {
  clubs: string[];
}
const schema = z.object({ id: z.string().default('clubs'), title: z.string(), intro: z.string() });

/** The network's thematic clubs (spec §9: Viager, Immobilier Neuf…), from the site's record. */
function Clubs({ props, data }: BlockProps<z.output<typeof schema>, ClubsData>) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <h2 id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
          {message(props.title)}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-800">{message(props.intro)}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {data.clubs.map((club) => (
            <li key={club} className="rounded-xl border border-teal-brand/30 bg-teal-brand/5 px-4 py-5 text-center font-semibold text-teal-dark">
              {t('clubs.item', { name: club })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const recrutementClubsBlock = defineBlock(schema, Clubs, { static: true });
