/**
 * RFC 9457 answers of the API: `application/problem+json`, a stable `type` per kind of error and a
 * French `detail` for the person reading the integration's logs.
 */
export const PROBLEM_TYPES = {
  400: 'requete-invalide',
  401: 'non-authentifie',
  403: 'interdit',
  404: 'introuvable',
  405: 'methode-non-permise',
  409: 'conflit',
  412: 'version-perimee',
  413: 'trop-volumineux',
  415: 'type-non-pris-en-charge',
  422: 'transition-refusee',
  428: 'version-requise',
  429: 'trop-de-requetes',
} as const;

const TITLES: Record<keyof typeof PROBLEM_TYPES, string> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Interdit',
  404: 'Introuvable',
  405: 'Méthode non permise',
  409: 'Conflit',
  412: 'Version périmée',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge',
  422: 'Transition refusée',
  428: 'Version requise',
  429: 'Trop de requêtes',
};

export type ProblemStatus = keyof typeof PROBLEM_TYPES;

export class ApiProblem extends Error {
  constructor(
    readonly status: ProblemStatus,
    readonly detail: string,
    readonly extra: { errors?: { pointer: string; detail: string }[]; headers?: Record<string, string>; /** A more precise type and title than the status's (a listing refused by the compliance gate). */ kind?: { type: string; title: string } } = {},
  ) {
    super(detail);
  }
}

export function problemResponse(problem: ApiProblem, instance?: string): Response {
  const body = {
    type: `/api/v1/problemes/${problem.extra.kind?.type ?? PROBLEM_TYPES[problem.status]}`,
    title: problem.extra.kind?.title ?? TITLES[problem.status],
    status: problem.status,
    detail: problem.detail,
    ...(instance ? { instance } : {}),
    ...(problem.extra.errors ? { errors: problem.extra.errors } : {}),
  };
  const headers = new Headers({ 'content-type': 'application/problem+json; charset=utf-8', ...problem.extra.headers });
  if (problem.status === 401) headers.set('www-authenticate', 'Bearer realm="vitrine"');
  return new Response(JSON.stringify(body), { status: problem.status, headers });
}

export const notFound = (): ApiProblem => new ApiProblem(404, 'Cette ressource n’existe pas, ou n’appartient pas au réseau de la clé.');
