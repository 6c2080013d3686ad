import { defineFamilyServer } from '../../blocks/family.server';
import { businessJsonLd } from './business-json-ld.server';
import { diagFamily } from './family';
import { postQuoteRequest } from './quote/devis-endpoint.server';
import { quoteRecapLoader } from './quote/quote-recap.server';
import { postAppointmentCancel } from './quote/appointment-cancel-endpoint.server';
import { quoteStep1Loader } from './quote/quote-step1.server';
import { quoteStep2Loader } from './quote/quote-step2.server';
import { simulatorLoader } from './simulator/loader.server';
import { diagSitemapPaths } from './sitemap.server';
import { contactPageLoader } from './site/contact/loader.server';
import { diagnosticsTablePdf } from './site/freebie/diagnostics-table-pdf.server';
import { heroLoader } from './site/hero/loader.server';
import { latestNewsLoader } from './site/latest-news/loader.server';
import { newsArticleLoader } from './site/news-article/loader.server';
import { newsListLoader } from './site/news/loader.server';
import { servicePageLoader } from './site/service/loader.server';
import { diagContactForm } from './site/contact/form.server';
import { cmsLeadForm } from './site/cms-lead-form.server';

const MARK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#13406f"/><path d="M10 24 24 12l14 12v13a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V24Z" fill="#fff"/><path d="m17 28 5 5 9-10" fill="none" stroke="#1f7a4d" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** The diagnostics family, server half: block loaders, sitemap, JSON-LD, favicon and its own routes. */
export const diagFamilyServer = defineFamilyServer(diagFamily, {
  loaders: {
    'diag.hero': heroLoader,
    'diag.latestNews': latestNewsLoader,
    'diag.newsList': newsListLoader,
    'diag.newsArticle': newsArticleLoader,
    'diag.servicePage': servicePageLoader,
    'diag.contactPage': contactPageLoader,
    'diag.quoteStep1': quoteStep1Loader,
    'diag.quoteStep2': quoteStep2Loader,
    'diag.quoteRecap': quoteRecapLoader,
    'diag.simulator': simulatorLoader,
  },
  faviconSvg: MARK,
  // Every diag page describes the local business when its blocks say nothing more precise.
  defaultJsonLd: (site, origin) => businessJsonLd(site, origin),
  sitemapPaths: diagSitemapPaths,
  // Funnel steps that only make sense with the visitor's answers, and an alias of /professionnel.
  notInSitemap: ['/devis-informations', '/devis-recapitulatif', '/professional'],
  robotsDisallow: ['/devis-recapitulatif'],
  // Spec: '/professionnel', also seen as '/professional': one canonical URL.
  canonicalAliases: { '/professional': '/professionnel' },
  // The recap opened by a booking's signed link posts its cancel button to itself (issue 33).
  pageActions: { '/devis-recapitulatif': postAppointmentCancel },
  // Its lead forms: /contact, the freebie (dialog and page) and the quote recap's question.
  forms: { contact: diagContactForm, 'cms-contact': cmsLeadForm },
  routes: {
    '/api/devis': postQuoteRequest,
    '/documents/tableau-des-diagnostics.pdf': diagnosticsTablePdf,
  },
});
