/**
 * Intl formatters, built once per locale tag and options. Building one costs far more than using it
 * (tens of microseconds, ICU data lookups), and helpers that built one per call showed in the render
 * profile (decision 0047). `n.toLocaleString(tag)` builds one each time too: use these instead.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<F>(cache: Map<string, F>, tag: string, options: object, build: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function listFormat(tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached(listFormats, tag, options, () => new Intl.ListFormat(tag, options));
}
