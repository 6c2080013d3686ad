/**
 * A `useTranslation` answer shaped as react-i18next's: `[t, i18n, ready]` that also reads as
 * `{ t, i18n, ready }`. Built once per answer and kept, so components see stable values.
 */
export function toAnswer<T, I>(t: T, i18n: I): [T, I, boolean] & { t: T; i18n: I; ready: boolean } {
  return Object.assign([t, i18n, true] as [T, I, boolean], { t, i18n, ready: true });
}
