import { changedFields } from '../../domain/backoffice/audit-changes';
import type { Listing, ListingPhoto } from '../../domain/listings/listing';
import { fieldErrors, formInput, type FormCommune, listingFormSchema, listingFromForm } from '../../domain/listings/listing-form';
import { polirisLine, type PolirisPhoto } from '../../domain/listings/poliris';
import { publishableListingSchema } from '../../domain/listings/publishable';
import { fieldOfIssue } from '../../domain/listings/listing-form';
import { MAX_UPLOAD_BYTES, uploadPath } from '../../domain/media/uploads';
import type { AuditActor } from './audit-log.server';
import { auditView, type EditorAdviser, type EditorListing, type ListingEditorRepository, type ListingEditorScope } from './listing-editor.server';
import { cleanImage } from '../media/clean-image.server';
import type { MediaStore } from '../media/media-store.server';
import { readPolirisUpload } from './poliris-file.server';

/**
 * The Poliris import (issue 32 item 4): a dry run first, then the same work applied. Each line is
 * read into the editor's form fields and runs the editor's schema and compliance gate: a compliant
 * line is published, a non-compliant one is kept as a draft with what it lacks, a line we cannot
 * read is refused with why. Keyed by the software's technical id (rank 175): the listing id is
 * `pl-<agency site>-<id>`, so importing the same file twice changes nothing. The file is the agency's
 * whole portfolio ("annule et remplace"): its listings absent from it are withdrawn (never deleted),
 * and a file holding fewer than half of them asks for confirmation first.
 */
export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface ImportLine {
  line: number;
  reference: string | null;
  title: string | null;
  outcome: ImportOutcome;
  /** Imported, but kept as a draft: `reasons` says what publishing still needs. */
  draft: boolean;
  reasons: string[];
  /** Photos left out, with why (the listing is imported without them). */
  photoNotes: string[];
}

export type ImportReport =
  | { ok: false; message: string }
  | { ok: true; applied: boolean; needsConfirmation: boolean; lines: ImportLine[]; hidden: Array<{ id: string; title: string }>; current: number };

/** Where a form field's issue is said in the report. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Libellé (rang 20)', price: 'Prix (rang 11)', zip: 'Code postal (rang 5)', city: 'Ville (rang 6)', area: 'Surface (rang 16)', rooms: 'Pièces (rang 18)',
  'sale.feePercent': 'Honoraires (rangs 15 et 302)', 'sale.priceWithoutFees': 'Prix hors honoraires (rang 303)', 'rent.charges': 'Charges (rangs 23 et 304)',
  'rent.deposit': 'Dépôt de garantie (rang 161)', 'rent.tenantFees': 'Honoraires locataire (rang 15)', 'rent.inventoryFee': 'État des lieux (rang 306)',
  'energy.kind': 'DPE (rangs 176 à 179)', 'coownership.lots': 'Copropriété (rangs 258 à 262)', photos: 'Photos', georisquesMention: 'Géorisques', state: 'État',
};
const labelled = (field: string, message: string) => `${FIELD_LABELS[field] ?? field} : ${message}`;

const PHOTO_TIMEOUT_MS = 10_000;

export class PolirisImporter {
  constructor(
    private readonly listings: ListingEditorRepository,
    private readonly media: MediaStore,
    private readonly fetchPhoto: typeof fetch,
    private readonly communeOf: (zip: string, city: string) => FormCommune | string,
    private readonly photoTimeoutMs = PHOTO_TIMEOUT_MS,
  ) {}

  /**
   * Reads the file, reports every line, and — when `apply` is set (and, for a file that would hide
   * more than half of the agency's listings, `confirmed`) — applies it in one transaction.
   */
  async run(input: { actor: AuditActor; scope: ListingEditorScope; adviserId: string; bytes: Uint8Array; apply: boolean; confirmed: boolean }): Promise<ImportReport> {
    const advisers = await this.listings.advisers(input.scope);
    const fallback = advisers.find((a) => a.id === input.adviserId);
    if (!fallback) return { ok: false, message: 'Choisissez le conseiller à qui rattacher les annonces.' };
    const agencySite = fallback.agencySiteId ?? fallback.networkSiteId;
    // The agency's advisers: a line naming one by its contact e-mail (rank 107) goes to that adviser.
    const colleagues = new Map(advisers.filter((a) => (a.agencySiteId ?? a.networkSiteId) === agencySite).map((a) => [a.email, a]));
    const file = readPolirisUpload(input.bytes);
    if (!file.ok) return { ok: false, message: file.message };
    const prefix = `pl-${agencySite}-`;
    const existing = await this.listings.importedListings(input.scope, prefix);
    const lines: ImportLine[] = [];
    const upserts: Array<{ id: string; listing: Listing; underOffer: boolean; adviser: EditorAdviser; reference: string }> = [];
    const seen = new Set<string>();
    for (const { line, fields } of file.lines) {
      const read = polirisLine(fields);
      if (!read.ok) {
        if (read.key) seen.add(`${prefix}${read.key}`); // a refused line never hides the listing it names
        lines.push({ line, reference: read.reference, title: null, outcome: 'refused', draft: false, reasons: read.reasons, photoNotes: [] });
        continue;
      }
      const id = `${prefix}${read.key}`;
      const refuse = (reasons: string[]) => lines.push({ line, reference: read.reference, title: read.form.title || null, outcome: 'refused', draft: false, reasons, photoNotes: [] });
      if (seen.has(id)) {
        refuse([`Identifiant technique ${read.key} déjà présent plus haut dans le fichier : ligne ignorée.`]);
        continue;
      }
      seen.add(id);
      const form: Record<string, string> = { ...read.form, state: 'published' };
      const parsed = listingFormSchema.safeParse(formInput((name) => form[name] ?? null, (name) => (name === 'features' ? read.features : [])));
      if (!parsed.success) {
        refuse(Object.entries(fieldErrors(parsed.error)).map(([field, message]) => labelled(field, message)));
        continue;
      }
      const commune = this.communeOf(parsed.data.zip, parsed.data.city);
      if (typeof commune === 'string') {
        refuse([labelled('city', commune)]);
        continue;
      }
      const adviser = (read.contactEmail && colleagues.get(read.contactEmail)) || fallback;
      const current = existing.get(id);
      const { photos, notes } = await this.photosOf(read.photos, read.form.title ?? '', file.files, agencySite, input, current);
      const base = current
        ? { id, slug: current.listing.slug, adviserId: adviser.id, siteIds: current.listing.siteIds, publishedAt: current.listing.publishedAt }
        : { id, slug: 'import', adviserId: adviser.id, siteIds: [adviser.networkSiteId, ...(adviser.agencySiteId ? [adviser.agencySiteId] : [])], publishedAt: new Date(0).toISOString() };
      // The state the agency set here (under offer, sold) is kept: the software does not know it.
      const state = current?.listing.status === 'sold' && current.listing.publication === 'published' ? 'sold' : current?.underOffer ? 'under-offer' : 'published';
      const built = listingFromForm({ ...parsed.data, state }, base, commune, photos);
      const gate = publishableListingSchema.safeParse(built.listing);
      const missing = gate.success ? [] : [...new Set(gate.error.issues.map((i) => labelled(fieldOfIssue(i.path.map(String).join('.')), i.message)))];
      const listing: Listing = missing.length ? { ...built.listing, publication: 'draft', status: parsed.data.transaction } : built.listing;
      const underOffer = missing.length ? false : built.underOffer;
      const outcome: ImportOutcome = !current ? 'created' : unchanged(current, listing, underOffer, adviser.id) ? 'unchanged' : 'updated';
      lines.push({ line, reference: read.reference, title: listing.title, outcome, draft: missing.length > 0, reasons: missing, photoNotes: notes });
      if (outcome !== 'unchanged') upserts.push({ id, listing, underOffer, adviser, reference: read.reference });
    }
    const visible = [...existing.values()].filter((e) => e.listing.publication !== 'withdrawn');
    const hidden = visible.filter((e) => !seen.has(e.listing.id)).map((e) => ({ id: e.listing.id, title: e.listing.title }));
    const kept = visible.length - hidden.length;
    const needsConfirmation = hidden.length > 0 && kept * 2 < visible.length && !input.confirmed;
    const applied = input.apply && !needsConfirmation;
    if (applied && (upserts.length || hidden.length)) await this.listings.applyImport(input.actor, input.scope, { upserts, hide: hidden.map((h) => h.id) });
    return { ok: true, applied, needsConfirmation: hidden.length > 0 && kept * 2 < visible.length, lines, hidden, current: visible.length };
  }

  /**
   * The line's photos as the listing's: a file of the ZIP, or an address fetched with a timeout and
   * the media library's size cap, cleaned like any upload (type from the bytes, EXIF gone) and kept
   * in the agency site's library — only when the import is applied; the dry run computes where it
   * would be. A photo that fails is left out with its reason.
   */
  private async photosOf(
    given: PolirisPhoto[],
    title: string,
    files: Map<string, Uint8Array>,
    siteId: string,
    input: { actor: AuditActor; scope: ListingEditorScope; apply: boolean },
    current: EditorListing | undefined,
  ): Promise<{ photos: ListingPhoto[]; notes: string[] }> {
    const photos: ListingPhoto[] = [];
    const notes: string[] = [];
    for (const [index, photo] of given.entries()) {
      const n = index + 1;
      const alt = (photo.title || `${title || 'Bien'} – photo ${n}`).slice(0, 200);
      const bytes = await this.photoBytes(photo.source, files);
      if (typeof bytes === 'string') {
        notes.push(`Photo ${n} (${photo.source.slice(0, 80)}) : ${bytes}`);
        continue;
      }
      const cleaned = await cleanImage(bytes);
      if (!cleaned.ok) {
        notes.push(`Photo ${n} (${photo.source.slice(0, 80)}) : ${cleaned.reason === 'too-large' ? 'plus de 15 Mo' : 'ce n’est pas une image JPEG, PNG, WebP ou AVIF lisible'}.`);
        continue;
      }
      let src = uploadPath(cleaned.image.hash, cleaned.image.format);
      if (input.apply) {
        const stored = await this.media.upload(input.scope, siteId, { bytes, alt, fileName: photo.source.split('/').pop() ?? 'photo' }, input.actor);
        if (!stored?.ok) {
          notes.push(`Photo ${n} : la médiathèque du site l’a refusée.`);
          continue;
        }
        src = stored.image.src;
      }
      // A photo keeps its id across imports (its alt text may have been edited since: the feed's wins).
      const same = current?.listing.photos.find((p) => p.src === src);
      photos.push({ id: same?.id ?? `import-${n}`, src, alt });
    }
    return { photos, notes };
  }

  private async photoBytes(source: string, files: Map<string, Uint8Array>): Promise<Uint8Array | string> {
    if (!/^https?:\/\//i.test(source)) return files.get(source.split('/').pop()!.toLowerCase()) ?? 'fichier absent de l’archive ZIP.';
    try {
      const response = await this.fetchPhoto(source, { signal: AbortSignal.timeout(this.photoTimeoutMs), redirect: 'error' });
      if (!response.ok || !response.body) return `le serveur a répondu ${response.status}.`;
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_UPLOAD_BYTES) return 'plus de 15 Mo.';
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > MAX_UPLOAD_BYTES) return 'plus de 15 Mo.';
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    } catch (error) {
      const name = (error as { name?: string }).name;
      return name === 'TimeoutError' || name === 'AbortError' ? `pas de réponse en ${this.photoTimeoutMs / 1000} secondes.` : 'adresse injoignable ou refusée (réseau privé).';
    }
  }
}

function unchanged(current: EditorListing, listing: Listing, underOffer: boolean, adviserId: string): boolean {
  const next = { ...listing, adviserId, publishedAt: current.listing.publishedAt, slug: current.listing.slug, siteIds: current.listing.siteIds };
  return Object.keys(changedFields(auditView(current.listing, current.underOffer), auditView(next, underOffer))).length === 0;
}
