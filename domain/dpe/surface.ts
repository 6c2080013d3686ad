// Reference surface used by the simulator (spec §5 "Reference surface choice", in order).
import type { DpeRecord } from './record';

type SurfaceInput = Pick<
  DpeRecord,
  | 'isTertiaire'
  | 'type_batiment'
  | 'methode_application_dpe'
  | 'surface_habitable_logement'
  | 'surface_habitable_immeuble'
  | 'surface_chauffee_installation_chauffage_n1'
  | 'surface_habitable_desservie_par_installation_ecs_n1'
  | 'surface_utile'
  | 'surface_shon'
>;

function positive(value: number | null): value is number {
  return value != null && Number.isFinite(value) && value > 0;
}

function first(...values: (number | null)[]): number {
  return values.find(positive) ?? 0;
}

/** Whole-building housing certificate ('immeuble', 'dpe immeuble collectif'). */
export function isCollectiveBuilding(record: Pick<DpeRecord, 'type_batiment' | 'methode_application_dpe'>): boolean {
  const type = record.type_batiment?.trim().toLowerCase() ?? '';
  const method = record.methode_application_dpe?.trim().toLowerCase() ?? '';
  return type === 'immeuble' || method.startsWith('dpe immeuble');
}

/** Returns 0 when no usable surface exists. */
export function referenceSurface(record: SurfaceInput): number {
  if (record.isTertiaire) return first(record.surface_utile, record.surface_shon);
  if (isCollectiveBuilding(record)) {
    return first(
      record.surface_habitable_immeuble,
      record.surface_habitable_logement,
      record.surface_chauffee_installation_chauffage_n1,
    );
  }
  const ecs = record.surface_habitable_desservie_par_installation_ecs_n1;
  if (positive(ecs) && ecs <= 40) return ecs;
  return first(
    record.surface_habitable_logement,
    record.surface_chauffee_installation_chauffage_n1,
    record.surface_habitable_immeuble,
    record.surface_utile,
    record.surface_shon,
  );
}
