import { describe, expect, it } from 'vitest';
import { townOfAddress } from './address-town';

describe('townOfAddress', () => {
  it.each([
    ['42 rue de la Convention, 75015 Paris', 'Paris'],
    ['8 avenue de Chambéry, 74000 Annecy', 'Annecy'],
    ['5 rue de Siam, 29200 Brest', 'Brest'],
    ['1 place de l’Église 93600 Aulnay-sous-Bois', 'Aulnay-sous-Bois'],
    ['12 rue de Paris', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (address, town) => expect(townOfAddress(address)).toBe(town));
});
