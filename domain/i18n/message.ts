/**
 * Text the domain produces for the interface, as a catalogue key and its values (decision 0016):
 * the domain stays free of any language, the component translates it in the page's locale.
 * `key` is `namespace:path`; a value that is itself a Message is translated first.
 */
export interface Message {
  key: string;
  values?: Readonly<Record<string, string | number | Message>>;
}

export const message = (key: string, values?: Message['values']): Message => (values ? { key, values } : { key });
