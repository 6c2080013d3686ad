/** The look of a text field in every diag form. */
export const DIAG_INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-diag-600 focus:outline-2 focus:outline-diag-600';
