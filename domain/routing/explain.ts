import type { RoutingDecision, Skip } from './engine';

const frenchDate = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

export function skipText(skip: Skip): string {
  switch (skip.reason) {
    case 'absent':
      return `${skip.name} : en congés jusqu’au ${skip.until ? frenchDate(skip.until) : '?'}`;
    case 'inactive':
      return `${skip.name} : compte désactivé`;
    case 'no-site-access':
      return `${skip.name} : n’a pas accès à ce site`;
    case 'unknown':
      return `${skip.name} : ne fait plus partie du réseau`;
    case 'already-tried':
      return `${skip.name} : ne l’a pas ouverte à temps`;
  }
}

/** The decision in French, one line per step, for the lead page (issue 36: 'la fiche montre pourquoi'). */
export function explainDecision(decision: RoutingDecision, assigneeName: string | null): string[] {
  const lines: string[] = [];
  for (const step of decision.steps) {
    const label = step.ruleId === null ? 'Conseiller du bien ou du profil' : `Règle « ${step.ruleName} »`;
    const skipped = step.skipped.length ? ` (écarté : ${step.skipped.map(skipText).join(' ; ')})` : '';
    if (step.outcome === 'no-match') lines.push(`${label} : ne s’applique pas à cette demande.`);
    else if (step.outcome === 'nobody-available') lines.push(`${label} : personne de disponible${skipped}.`);
    else lines.push(`${label} : attribuée à ${assigneeName ?? 'un membre'}${skipped}.`);
  }
  if (decision.via === 'none') lines.push('Aucun membre disponible : la demande attend une attribution dans la boîte de réception.');
  return lines;
}
