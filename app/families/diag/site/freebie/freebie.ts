/** The freebie of the diag sites: the mandatory diagnostics table, as a PDF the project generates. */
export const FREEBIE_ID = 'tableau-des-diags';
export const FREEBIE_PDF_PATH = '/documents/tableau-des-diagnostics.pdf';
/** Page carrying the same form, for visitors without JavaScript (the dialog needs it). */
export const FREEBIE_PAGE_PATH = '/tableau-des-diagnostics';
