import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useMessage } from '../../i18n/messages';
import type { schema } from './FaqPage.block';

/** A FAQ page: native <details> (no JavaScript); the FAQPage structured data comes from its loader. Texts may be catalogue keys. */
export function FaqPage({ props }: BlockProps<z.output<typeof schema>>) {
  const message = useMessage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-teal-dark">{message(props.title)}</h1>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {props.items.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{message(item.question)}</summary>
            <p className="mt-2 text-slate-700">{message(item.answer)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
