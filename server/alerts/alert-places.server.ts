import type { AlertCriteria, AlertLocality } from '../../domain/alerts/buyer-alert';
import { parsePlaceText } from '../../domain/geo/place-query';
import { centreOf, resolvePlace } from '../geo/resolve-place.server';

/** A place as typed, with the centre of the commune it names (the most populated when several share it). */
function locate(locality: AlertLocality): AlertLocality {
  if (locality.centre) return locality;
  const place = parsePlaceText(locality.label);
  if (!place) return locality;
  const centre = centreOf(resolvePlace(place));
  return centre ? { ...locality, centre } : locality;
}

/**
 * Every place of an alert with its centre, so the radius ('Sevran + 10 km') can be measured from it.
 * Stored with the alert at creation; alerts stored before without centres get them when matched.
 */
export function locateAlertPlaces(criteria: AlertCriteria): AlertCriteria {
  return { ...criteria, localites: criteria.localites.map(locate) };
}
