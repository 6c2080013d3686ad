import { selectRows } from './db';

/** A stored lead as the server wrote it (payload and recipients still JSON text). */
export interface LeadRow {
  id: string;
  site_id: string;
  type: string;
  endpoint: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  payload: string;
  recipients: string | null;
}

/** Every lead stored with this visitor e-mail, oldest first. */
export function leadsByEmail(email: string): Promise<LeadRow[]> {
  return selectRows<LeadRow>('SELECT id, site_id, type, endpoint, firstname, lastname, email, phone, message, payload, recipients FROM leads WHERE email = ? ORDER BY created_at', [email]);
}

/** Every lead stored with this first name (the paid landing asks no e-mail), oldest first. */
export function leadsByFirstName(firstName: string): Promise<LeadRow[]> {
  return selectRows<LeadRow>('SELECT id, site_id, type, endpoint, firstname, lastname, email, phone, message, payload, recipients FROM leads WHERE firstname = ? ORDER BY created_at', [firstName]);
}
