import { createContext } from 'react-router';
import type { Member } from '../../../domain/backoffice/grants';

export interface SignedIn {
  member: Member;
  userId: string;
}

/** The signed-in member of a back-office request (null: signed out); set by the back-office layout's middleware. */
export const memberContext = createContext<SignedIn | null>(null);
