import { type Config, type Data, type Field, Puck, useGetPuck } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import { createContext, type ReactNode, useContext, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { EditorBlock, EditorField } from '../blocks/editor-fields';
import type { PageDefinition } from '../../domain/sites/site';

/**
 * The page editor (issue 31, decision 0098): the back-office's second script, loaded by the editor page
 * alone (its own bundle, built by esbuild apart from the public pages). Everything it needs comes from the
 * page (`data-editor`): the family's blocks and their fields (derived on the server from each block's zod
 * schema, app/blocks/editor-fields.ts), the locks, the page, the site's images and the texts, in the
 * page's language. It saves the page as a draft through the save endpoint (same-origin form post); the
 * server checks it again (types, schemas, locks).
 */

interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface EditorData {
  endpoint: string;
  /** The render endpoint: the page being edited, each block drawn by its real component (decision 0134). */
  renderEndpoint: string;
  page: PageDefinition;
  /** The page's blocks as first drawn, one per block (null: one its schema refuses). */
  html: Array<string | null>;
  /** Puck's own texts in the page's language. */
  dictionary: Record<string, string>;
  blocks: Array<EditorBlock & { locked: boolean; label: string }>;
  wholePageLocked: boolean;
  images: SiteImage[];
  text: Record<'save' | 'saving' | 'saved' | 'failed' | 'preview' | 'image' | 'imageNone' | 'imageAlt' | 'imageRemove' | 'rendering' | 'incomplete', string>;
}

type ImageValue = { src: string; alt: string } | undefined;

/**
 * The media picker (a Puck custom field): the site's images as a list of thumbnails, and the chosen
 * image's alternative text. Its list is `listSiteImages` on the server (server/backoffice/site-images.server.ts),
 * the seam the media store replaces.
 */
function MediaPicker({ id, label, value, onChange, images, text, readOnly }: { id: string; label: string; value: ImageValue; onChange: (value: ImageValue) => void; images: SiteImage[]; text: EditorData['text']; readOnly?: boolean }) {
  return (
    <fieldset className="vitrine-media-picker" disabled={readOnly} data-media-picker>
      <legend style={{ fontWeight: 600, fontSize: 14 }}>{label}</legend>
      <div role="radiogroup" aria-label={text.image} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 6, marginTop: 6 }}>
        {images.map((image) => {
          const chosen = value?.src === image.src;
          return (
            <button
              key={image.src}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={image.alt}
              onClick={() => onChange({ src: image.src, alt: value?.alt && chosen ? value.alt : image.alt })}
              style={{ border: chosen ? '3px solid #0f172a' : '1px solid #94a3b8', borderRadius: 4, padding: 0, background: '#fff', cursor: 'pointer' }}
            >
              <img src={image.src} alt="" width={88} height={50} style={{ display: 'block', width: '100%', height: 50, objectFit: 'cover' }} />
            </button>
          );
        })}
      </div>
      {value ? (
        <>
          <label htmlFor={`${id}-alt`} style={{ display: 'block', marginTop: 8, fontSize: 14 }}>
            {text.imageAlt}
          </label>
          <input id={`${id}-alt`} value={value.alt} maxLength={200} onChange={(e) => onChange({ src: value.src, alt: e.currentTarget.value })} style={{ width: '100%', border: '1px solid #64748b', borderRadius: 4, padding: 4 }} />
          <button type="button" onClick={() => onChange(undefined)} style={{ marginTop: 6, textDecoration: 'underline' }}>
            {text.imageRemove}
          </button>
        </>
      ) : (
        <p style={{ marginTop: 6, fontSize: 14 }}>{text.imageNone}</p>
      )}
    </fieldset>
  );
}

function puckField(field: EditorField, data: EditorData): Field {
  switch (field.type) {
    case 'image':
      return {
        type: 'custom',
        label: field.label,
        render: ({ id, value, onChange, readOnly }) => <MediaPicker id={id} label={field.label} value={value as ImageValue} onChange={onChange} images={data.images} text={data.text} readOnly={readOnly} />,
      };
    case 'object':
      return { type: 'object', label: field.label, objectFields: puckFields(field.objectFields, data) };
    case 'array':
      return { type: 'array', label: field.label, arrayFields: puckFields(field.arrayFields, data), defaultItemProps: field.defaultItemProps };
    default:
      return field;
  }
}

function puckFields(fields: Record<string, EditorField>, data: EditorData): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, puckField(field, data)]));
}

/** A block's props as Puck hands them to `render`, without Puck's own (its id, its helpers). */
function storedProps(props: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, puck: _puck, editMode: _editMode, ...rest } = props;
  return rest;
}

/** One key per block content: its type and props, keys sorted (Puck may reorder them). */
function contentKey(type: string, props: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])])) : value;
  return JSON.stringify([type, sorted(props)]);
}

/**
 * The canvas's blocks as the public page draws them (decision 0134): the HTML of each block's real
 * component, rendered on the server with the site's record and the block's loader, kept by content.
 * The page's first picture comes with the editor's data; an edit asks the render endpoint again once
 * the typing pauses (a block already drawn stays on screen meanwhile).
 */
class BlockHtmlStore {
  private html = new Map<string, string | null>();
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest: Data;
  private asked = '';

  constructor(
    private readonly data: EditorData,
    initial: Data,
  ) {
    this.latest = initial;
    initial.content.forEach((item, i) => this.html.set(contentKey(item.type, storedProps(item.props as Record<string, unknown>)), data.html[i] ?? null));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get(key: string): string | null | undefined {
    return this.html.get(key);
  }

  /** The page changed: draw it again after a pause, when a block's content has no picture yet. */
  changed(data: Data): void {
    this.latest = data;
    if (data.content.every((item) => this.html.has(contentKey(item.type, storedProps(item.props as Record<string, unknown>))))) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.render(), 350);
  }

  private async render(): Promise<void> {
    const page = fromPuck(this.latest, this.data.page);
    const body = JSON.stringify(page);
    if (body === this.asked) return;
    this.asked = body;
    try {
      const response = await fetch(this.data.renderEndpoint, { method: 'POST', body: new URLSearchParams({ page: body }), credentials: 'same-origin', headers: { accept: 'application/json' } });
      const answer = (await response.json().catch(() => ({}))) as { html?: Array<string | null> };
      if (response.ok && answer.html) page.blocks.forEach((block, i) => this.html.set(contentKey(block.type, (block.props ?? {}) as Record<string, unknown>), answer.html?.[i] ?? null));
      else this.asked = '';
    } catch {
      // Offline for a moment: the next edit asks again.
      this.asked = '';
    }
    for (const listener of this.listeners) listener();
  }
}

const StoreContext = createContext<BlockHtmlStore | null>(null);
const noStore = () => () => undefined;

/**
 * A block in the canvas: its real component's HTML (the last one drawn while a new one is on its way),
 * inert — a picture: Puck selects, moves and deletes the block around it. Named by the block's label.
 */
function RealBlock({ type, label, locked, props, text }: { type: string; label: string; locked: boolean; props: Record<string, unknown>; text: EditorData['text'] }): ReactNode {
  const store = useContext(StoreContext);
  const key = contentKey(type, storedProps(props));
  const html = useSyncExternalStore(store?.subscribe ?? noStore, () => store?.get(key));
  const shown = useRef<string | null>(null);
  if (typeof html === 'string') shown.current = html;
  return (
    <div data-block-card={type} data-rendering={html === undefined ? '' : undefined} style={{ position: 'relative', outline: locked ? '2px dashed #64748b' : undefined }}>
      <span className="sr-only">{label}</span>
      {locked && (
        <p aria-hidden="true" style={{ position: 'absolute', top: 4, right: 4, zIndex: 1, background: '#0f172a', color: '#fff', fontSize: 12, padding: '2px 6px', borderRadius: 4 }}>
          🔒 {label}
        </p>
      )}
      {html === null ? (
        <p style={{ border: '1px dashed #b45309', background: '#fffbeb', color: '#78350f', margin: 8, padding: 12 }}>
          {label} — {text.incomplete}
        </p>
      ) : shown.current !== null ? (
        <div inert dangerouslySetInnerHTML={{ __html: shown.current }} />
      ) : (
        <p style={{ margin: 8, padding: 12 }}>{text.rendering}</p>
      )}
    </div>
  );
}

function configOf(data: EditorData): Config {
  const components: Config['components'] = {};
  for (const block of data.blocks) {
    components[block.type] = {
      label: block.label,
      fields: puckFields(block.fields, data),
      defaultProps: block.defaultProps,
      // The franchisor's locks: shown, but neither moved, edited, duplicated, deleted nor added.
      permissions: block.locked ? { drag: false, edit: false, delete: false, duplicate: false, insert: false } : {},
      render: (props) => <RealBlock type={block.type} label={block.label} locked={block.locked} props={props as Record<string, unknown>} text={data.text} />,
    };
  }
  // The page's title and description are kept as stored: Puck's default root field ('title') is not offered.
  return { components, root: { fields: {} } };
}

const toPuck = (page: PageDefinition): Data => ({
  root: { props: {} },
  content: page.blocks.map((block, i) => ({ type: block.type, props: { id: `${block.type}-${i}`, ...(block.props as Record<string, unknown> | undefined) } })),
});

/** The stored block list from the editor's data: each block's props without Puck's id, the page's title and description kept. */
function fromPuck(data: Data, page: PageDefinition): PageDefinition {
  const blocks = data.content.map((item) => {
    const { id: _id, ...props } = item.props as Record<string, unknown>;
    return { type: item.type, props };
  });
  return { ...(page.title ? { title: page.title } : {}), ...(page.description ? { description: page.description } : {}), blocks };
}

function SaveAction({ data }: { data: EditorData }) {
  const getPuck = useGetPuck();
  const [state, setState] = useState<{ busy: boolean; message: string; error: boolean }>({ busy: false, message: '', error: false });
  const save = async () => {
    setState({ busy: true, message: '', error: false });
    try {
      const page = fromPuck(getPuck().appState.data, data.page);
      const response = await fetch(data.endpoint, { method: 'POST', body: new URLSearchParams({ page: JSON.stringify(page) }), credentials: 'same-origin', headers: { accept: 'application/json' } });
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string; previewUrl?: string };
      if (!response.ok) return setState({ busy: false, message: body.error ?? data.text.failed, error: true });
      setState({ busy: false, message: body.message ?? data.text.saved, error: false });
      const link = document.querySelector<HTMLAnchorElement>('[data-preview-link]');
      if (link && body.previewUrl) {
        link.href = body.previewUrl;
        link.hidden = false;
      }
      // The status, the publish button and the versions come from the server: reload them.
      window.location.reload();
    } catch {
      setState({ busy: false, message: data.text.failed, error: true });
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span role={state.error ? 'alert' : 'status'} style={{ color: state.error ? '#991b1b' : '#14532d', fontWeight: 600 }}>
        {state.message}
      </span>
      <button type="button" onClick={() => void save()} disabled={state.busy} data-save-draft style={{ background: '#0f172a', color: '#fff', borderRadius: 4, padding: '6px 14px', fontWeight: 600 }}>
        {state.busy ? data.text.saving : data.text.save}
      </button>
    </div>
  );
}

function start(): void {
  const root = document.getElementById('page-editor');
  const raw = root?.dataset.editor;
  if (!root || !raw) return;
  const data = JSON.parse(raw) as EditorData;
  document.getElementById('page-editor-fallback')?.setAttribute('hidden', '');
  // Puck's layout is one screen high (100dvh): its box is too, so nothing of it covers what follows.
  root.style.height = '100dvh';
  root.style.overflow = 'hidden';
  // The whole window's width (out of the back-office's column): the canvas shows the blocks nearer their public width.
  root.style.width = '100vw';
  root.style.marginLeft = 'calc(50% - 50vw)';
  const initial = toPuck(data.page);
  const store = new BlockHtmlStore(data, initial);
  createRoot(root).render(
    <StoreContext value={store}>
      <Puck
        config={configOf(data)}
        data={initial}
        onChange={(changed) => store.changed(changed)}
        dictionary={data.dictionary}
        iframe={{ enabled: false }}
        permissions={data.wholePageLocked ? { drag: false, edit: false, delete: false, duplicate: false, insert: false } : {}}
        overrides={{ headerActions: () => <SaveAction data={data} /> }}
      />
    </StoreContext>,
  );
}

start();
