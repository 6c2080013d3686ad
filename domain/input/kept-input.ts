/** What a refused post without JavaScript left for its form (decision 0070): the posted values and, per field, its message (a catalogue key or text). */
export interface KeptInput {
  values: Record<string, string>;
  fields: Record<string, string>;
}
