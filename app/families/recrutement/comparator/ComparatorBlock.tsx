import type { z } from 'zod';
import type { BlockProps } from '../../../blocks/types';
import type { comparatorSchema } from './block';
import { Comparator, type ComparatorData } from './Comparator';

export function ComparatorBlock({ props, data }: BlockProps<z.output<typeof comparatorSchema>, ComparatorData>) {
  return <Comparator data={data} headingLevel={props.headingLevel} />;
}
