import type { Text } from './text';

/**
 * Puck's own interface texts (its `dictionary`, @puckeditor/core 0.23): every key it has, from the
 * back-office catalogue (`pages.puck.*`, French, English under /en). Puck's placeholders stay `{name}`.
 */
export const PUCK_TEXT_KEYS = [
  'header-publish',
  'header-undo',
  'header-redo',
  'header-toggle-leftsidebar',
  'header-toggle-rightsidebar',
  'header-toggle-menubar',
  'action-selectparent',
  'action-duplicate',
  'action-delete',
  'label-page',
  'label-component',
  'outline-empty',
  'outline-item-collapse',
  'outline-item-expand',
  'outline-header-title',
  'outline-header-collapseall',
  'outline-item-duplicate',
  'outline-item-delete',
  'drawer-category-collapse',
  'drawer-category-expand',
  'drawer-category-other',
  'canvas-noconfig',
  'field-readonly',
  'field-arrayitem-summary',
  'field-arrayitem-duplicate',
  'field-arrayitem-delete',
  'viewport-zoom-in',
  'viewport-zoom-out',
  'viewport-zoom-auto',
  'viewport-toggle-menu',
  'viewport-switch',
  'viewport-switch-default',
  'plugin-blocks',
  'plugin-outline',
  'plugin-fields',
  'plugin-components',
  'layout-maximize',
  'layout-minimize',
  'loader-loading',
] as const;

export function editorDictionary(t: Text): Record<string, string> {
  return Object.fromEntries(PUCK_TEXT_KEYS.map((key) => [key, t(`pages.puck.${key}`)]));
}

/** A block's name in the editor's list (`pages.blockType.<family>.<name>`); its type stays its canonical name. */
export function blockLabel(t: Text, type: string): string {
  const key = `pages.blockType.${type}`;
  const label = t(key);
  return label && !label.endsWith(key) ? label : type;
}
