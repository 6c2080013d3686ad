/**
 * Every string of a value (a block's props) passed through `translate`: page tables write their
 * texts as catalogue keys ('pages:vendre.heroTitle'), which `useMessage` / `translateMessage`
 * translate and leave any other string (an href, an id, a record's text) as it is.
 */
export function translateDeep<T>(value: T, translate: (text: string) => string): T {
  if (typeof value === 'string') return translate(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => translateDeep(v, translate)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateDeep(v, translate)])) as T;
  return value;
}
