import type { Transaction } from 'kysely';
import type { Listing } from '../../../domain/crm/api-schemas';
import { type ListingInput, listingFromInput, publicationIssues } from '../../../domain/crm/listing-input';
import { type EditorState, stateColumns } from '../../../domain/listings/listing-form';
import { communeOf } from '../../geo/commune-of.server';
import type { ListingEditorRepository, ListingEditorScope, ListingWrite } from '../../backoffice/listing-editor.server';
import type { Db } from '../../db/database.server';
import type { Database } from '../../db/schema';
import type { ApiCaller } from './api-keys.server';
import { listingOfRow } from './listing-view.server';
import { ApiProblem, notFound } from './problem.server';

/** The key's whole network, as the editor's repository scopes it (a network admin's reach). */
const scopeOf = (caller: ApiCaller): ListingEditorScope => ({ networkId: caller.networkId, siteIds: null, assignedTo: null, memberEmail: '' });

/** The gate's refusal: 422 listing every missing mention in French, nothing written (decision 0126). */
function refused(issues: { pointer: string; detail: string }[]): ApiProblem {
  return new ApiProblem(422, `Annonce non publiable, rien n’a été enregistré : ${issues.map((i) => `${i.pointer} ${i.detail}`).join(' ; ')} (envoyez « state »: « draft » pour l’enregistrer en brouillon).`, {
    errors: issues,
    kind: { type: 'annonce-non-publiable', title: 'Annonce non publiable' },
  });
}

/**
 * Listings written by the network's CRM (issue 34): the back-office editor's repository (its tenancy,
 * audit, price history and webhook events), the editor's `listingFromForm` and its compliance gate.
 * Upserts are idempotent by the CRM's id: the same body twice writes once.
 */
export class ListingsApi {
  constructor(
    private readonly db: Db,
    private readonly repository: ListingEditorRepository,
    /** Wakes the webhook outbox once a write that queued events has committed. */
    private readonly onEvents: () => void = () => undefined,
  ) {}

  private async view(trx: Transaction<Database> | Db, id: string): Promise<Listing> {
    return listingOfRow(await trx.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  }

  async findByExternalId(caller: ApiCaller, externalId: string): Promise<Listing | null> {
    const id = await this.repository.idOfExternal(scopeOf(caller), externalId);
    return id ? this.view(this.db, id) : null;
  }

  /** Creates or updates the listing of this CRM id, in one transaction; a refused gate or a stale If-Match writes nothing. */
  async upsert(caller: ApiCaller, externalId: string, input: ListingInput, check: (current: Listing | null) => void): Promise<{ listing: Listing; created: boolean }> {
    const scope = scopeOf(caller);
    const commune = communeOf(input.zip, input.city);
    if (typeof commune === 'string') throw new ApiProblem(400, `Données refusées : /city ${commune}`, { errors: [{ pointer: '/city', detail: commune }] });
    const actor = { memberId: null, label: caller.name };
    let events = 0;
    const result = await this.db.transaction().execute(async (trx) => {
      const id = await this.repository.idOfExternal(scope, externalId, trx);
      check(id ? await this.view(trx, id) : null);
      const build = (base: Parameters<typeof listingFromInput>[1]) => {
        const built = listingFromInput(input, base, commune);
        const issues = publicationIssues(built.listing, input.state, input.transaction);
        if (issues.length) throw refused(issues);
        return built;
      };
      let written: ListingWrite | null;
      if (id) {
        // The adviser of a stored listing stays its own (its sites follow it); another one is refused.
        written = await this.repository.updateIn(trx, actor, scope, id, (current) => {
          if (current.listing.adviserId !== input.adviserId) throw new ApiProblem(409, 'Le conseiller d’une annonce ne change pas par l’API : retirez-la et créez-en une autre sous un nouvel identifiant.', { errors: [{ pointer: '/adviserId', detail: 'Conseiller différent de celui de l’annonce.' }] });
          return build({ id: current.listing.id, slug: current.listing.slug, adviserId: current.listing.adviserId, siteIds: current.listing.siteIds, publishedAt: current.listing.publishedAt });
        }, true);
        if (!written) throw notFound();
      } else {
        const adviser = await this.repository.adviserInScope(scope, input.adviserId, trx);
        if (!adviser) throw new ApiProblem(404, 'Conseiller introuvable dans le réseau de la clé (ou inactif) : créez-le d’abord (PUT /api/v1/advisers/external/{externalId}).', { errors: [{ pointer: '/adviserId', detail: 'Conseiller introuvable.' }] });
        written = await this.repository.insertIn(trx, actor, scope, adviser, build, externalId);
      }
      events = written.events;
      return { listing: await this.view(trx, written.id), created: !id };
    });
    if (events) this.onEvents();
    return result;
  }

  /** Moves a listing to another state (sold, withdrawn…), through the gate when the state shows it. */
  async setState(caller: ApiCaller, id: string, state: EditorState, check: (current: Listing) => void): Promise<Listing> {
    const scope = scopeOf(caller);
    const actor = { memberId: null, label: caller.name };
    let events = 0;
    const listing = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repository.find(scope, id, trx))) throw notFound();
      check(await this.view(trx, id));
      const written = await this.repository.updateIn(trx, actor, scope, id, (current) => {
        const transaction = current.listing.status === 'rent' ? 'rent' : 'sale';
        const { publication, status, underOffer } = stateColumns(state, transaction);
        const next = { listing: { ...current.listing, publication, status, underOffer }, underOffer };
        const issues = publicationIssues(next.listing, state, transaction);
        if (issues.length) throw refused(issues);
        return next;
      }, true);
      if (!written) throw notFound();
      events = written.events;
      return this.view(trx, id);
    });
    if (events) this.onEvents();
    return listing;
  }
}
