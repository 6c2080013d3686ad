import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { Comparator, type ComparatorData } from './Comparator';

const schema = z.object({ headingLevel: z.union([z.literal(1), z.literal(2)]).default(1) });

function ComparatorBlock({ props, data }: BlockProps<z.output<typeof schema>, ComparatorData>) {
  return <Comparator data={data} headingLevel={props.headingLevel} />;
}

export const recrutementComparatorBlock = defineBlock(schema, ComparatorBlock);
