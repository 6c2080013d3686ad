import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import type { faqPageSchema } from './blocks';

/** A FAQ page: native <details> (no JavaScript); the FAQPage structured data comes from its loader. */
export function FaqPage({ props }: BlockProps<z.output<typeof faqPageSchema>>) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-teal-dark">{props.title}</h1>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {props.items.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
            <p className="mt-2 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
