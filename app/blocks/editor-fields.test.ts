import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agenceBlocks } from '../families/agence/blocks';
import { editorBlocks, fieldOf } from './editor-fields';
import { imageProp } from './image-prop';
import { defineBlock } from './types';

describe('the page editor’s fields, derived from a block’s zod schema', () => {
  it.each([
    ['an enum: a select', z.enum(['sale', 'rent']), { type: 'select', label: 'L', options: [{ label: 'sale', value: 'sale' }, { label: 'rent', value: 'rent' }] }],
    ['a short string: a text', z.string().max(80), { type: 'text', label: 'L' }],
    ['an unbounded string: a textarea', z.string(), { type: 'textarea', label: 'L' }],
    ['an optional number', z.number().optional(), { type: 'number', label: 'L' }],
    ['a boolean: yes / no', z.boolean().default(false), { type: 'radio', label: 'L', options: [{ label: 'Oui', value: true }, { label: 'Non', value: false }] }],
    ['an image: the media picker', imageProp.optional(), { type: 'image', label: 'L' }],
    ['an array of objects', z.array(z.object({ q: z.string().max(10).describe('Question'), n: z.number().default(2) })), { type: 'array', label: 'L', arrayFields: { q: { type: 'text', label: 'Question' }, n: { type: 'number', label: 'n' } }, defaultItemProps: { q: '', n: 2 } }],
    ['an array of strings: left out (kept as stored)', z.array(z.string()), null],
    ['a union: left out', z.union([z.string(), z.number()]), null],
  ])('%s', (_case, schema, field) => {
    expect(fieldOf(schema, 'L')).toEqual(field);
  });

  it('offers each of the agence family’s blocks once, under its registry name, the home’s hero fields described in French', () => {
    const blocks = editorBlocks(agenceBlocks);
    expect(blocks.map((b) => b.type)).toEqual([...new Set(blocks.map((b) => b.type))]);
    expect(blocks.every((b) => Object.hasOwn(agenceBlocks, b.type))).toBe(true);
    expect(blocks.find((b) => b.type === 'agence.home')).toEqual({ type: 'agence.home', fields: { heroTitle: { type: 'text', label: 'Titre du bandeau' }, heroImage: { type: 'image', label: 'Photo du bandeau' } }, defaultProps: {} });
    expect(blocks.find((b) => b.type === 'agence.callToAction')?.fields.links).toMatchObject({ type: 'array', arrayFields: { label: { type: 'textarea' }, href: { type: 'textarea' }, recruitment: { type: 'radio' } } });
  });

  it('a block registered under two names is offered once, by its first name', () => {
    const block = defineBlock(z.object({ title: z.string() }), () => null);
    expect(editorBlocks({ 'a.first': block, 'a.alias': block }).map((b) => b.type)).toEqual(['a.first']);
  });
});
