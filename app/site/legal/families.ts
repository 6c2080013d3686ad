/** Families whose sites carry the shared legal pages (diag has its own). */
export const FAMILY_IDS = ['immo', 'agence', 'recrutement'] as const;
