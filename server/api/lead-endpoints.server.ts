import { agenceContactSchema, cmsLeadSchema, diagContactSchema } from '../../domain/leads/schemas';
import type { LeadEndpoint } from './lead-endpoint.server';

// Diagnostics spec §7.1: the simple contact form. JSON body name, email, message, site, subdomain.
export const diagContactEndpoint: LeadEndpoint<typeof diagContactSchema> = {
  endpoint: '/api/contact/',
  schema: diagContactSchema,
  errorFormat: 'json',
  siteFromBody: true,
  toLead: (c) => ({ type: 'contact', endpoint: '/api/contact/', firstname: c.name, email: c.email, message: c.message, payload: null }),
};

// Diagnostics spec §7.2 and §3 "Lead submission": devis, freebies or contact; site from X-Site / X-Subdomain.
export const cmsContactEndpoint: LeadEndpoint<typeof cmsLeadSchema> = {
  endpoint: '/api/cms-websites/contact',
  schema: cmsLeadSchema,
  errorFormat: 'json',
  toLead: (l) => ({
    type: l.type,
    endpoint: '/api/cms-websites/contact',
    firstname: l.firstname,
    lastname: l.lastname,
    email: l.email,
    phone: l.phone,
    message: l.message,
    payload: l.payload,
  }),
};

// Network spec §7 row 3: the agency contact form (its /contact page). Addressed to no one in particular,
// so the outbox e-mails it to the site's own address: the agency's.
export const agenceContactEndpoint: LeadEndpoint<typeof agenceContactSchema> = {
  endpoint: '/api/expertimo/contact',
  schema: agenceContactSchema,
  errorFormat: 'text',
  toLead: ({ firstName, lastName, email, phone, message, kind, company }) => ({
    type: 'agence-contact',
    endpoint: '/api/expertimo/contact',
    firstname: firstName,
    lastname: lastName,
    email,
    phone,
    message,
    payload: { kind, ...(company ? { company } : {}) },
  }),
};
