declare module '@socialgouv/jours-feries' {
  /** French public holidays of `year`, by name, as local-midnight dates; `alsace` adds Good Friday and 26 December. */
  export default function getJoursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
