/**
 * Remembers what a pure function answers for an object and a short key, for as long as the object
 * lives (decision 0057). The site records are kept as objects until their repository reloads them,
 * so whatever is derived from a site alone (its public projection, its JSON-LD) is computed once per
 * site version instead of once per request, and a reloaded site gets new answers. `limit` bounds the
 * keys kept per object: keys such as a request's origin come from the request.
 */
export function perObject<O extends object, T>(compute: (object: O, key: string) => T, limit = 16): (object: O, key: string) => T {
  const kept = new WeakMap<O, Map<string, T>>();
  return (object, key) => {
    let answers = kept.get(object);
    if (!answers) kept.set(object, (answers = new Map()));
    if (answers.has(key)) return answers.get(key) as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(object, key);
    answers.set(key, answer);
    return answer;
  };
}
