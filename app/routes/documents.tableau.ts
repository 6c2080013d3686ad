import { runFamilyRoute } from '../blocks/family-route.server';
import type { Route } from './+types/documents.tableau';

/** The mandatory diagnostics table as a PDF, on the sites whose family offers it. */
export function loader(args: Route.LoaderArgs) {
  return runFamilyRoute('/documents/tableau-des-diagnostics.pdf', args);
}
