import { type ClaimFigures, fillClaimsDeep } from '../../../domain/agence/claims';
import type { BlockDefinition, BlockProps } from '../../blocks/types';
import { useLocale } from '../../i18n/hooks';
import { useMessage } from '../../i18n/messages';
import { translateDeep } from '../../i18n/translate-deep';
import type { PublicSite } from '../../site/public-site';
import type { z } from 'zod';

/**
 * A content block whose texts are catalogue keys in the page table ('pages:…'): they are translated in
 * the page's language before it renders, then, with `figuresOf`, their claim placeholders
 * ('{portails}') are filled from the site's record (the page tables hold no figure).
 */
export function withTexts<S extends z.ZodType, D, Site extends PublicSite>(block: BlockDefinition<S, D, Site>, figuresOf?: (site: Site) => ClaimFigures): BlockDefinition<S, D, Site> {
  const Inner = block.Component;
  function WithTexts(blockProps: BlockProps<z.output<S>, D, Site>) {
    const message = useMessage();
    const locale = useLocale();
    const translated = translateDeep(blockProps.props, (text) => message(text));
    return <Inner {...blockProps} props={figuresOf ? fillClaimsDeep(translated, figuresOf(blockProps.site), locale) : translated} />;
  }
  return { ...block, Component: WithTexts };
}

/** A content block with translated texts and its claims filled (see withTexts). */
export function withClaims<S extends z.ZodType, D, Site extends PublicSite>(block: BlockDefinition<S, D, Site>, figuresOf: (site: Site) => ClaimFigures): BlockDefinition<S, D, Site> {
  return withTexts(block, figuresOf);
}
