import { describe, expect, it } from 'vitest';
import { businessNameWords, sameBusinessName } from './business-name.js';

describe('business names against the CAC registry', () => {
  it.each([
    ['Amaka Fabrics Nig. Ltd', 'AMAKA FABRICS NIGERIA LIMITED'],
    ['Amaka Fabrics', 'AMAKA FABRICS NIGERIA LIMITED'],
    ['amaka fabrics (nig) limited', 'AMAKA FABRICS NIGERIA LIMITED'],
    ['Amaka Fabrics Ltd/Gte', 'AMAKA FABRICS LIMITED'],
    ['Chidi Motors Ent.', 'CHIDI MOTORS ENTERPRISES'],
    ['Chidi Motors Enterprise', 'CHIDI MOTORS ENTERPRISES'],
    ['Zenith & Sons', 'ZENITH AND SONS LIMITED'],
    ['Eze Bros & Co', 'EZE BROTHERS AND COMPANY'],
    ['Kola Intl Svcs', "KOLA INT'L SERVICES PLC"],
    ['Ọláyínká Stores', 'OLAYINKA STORES'],
    ['Nnamdi’s Kitchen', "NNAMDI'S KITCHEN"],
    ['TechHub Lagos', 'TECH HUB LAGOS LTD'],
    ['Nigeria Breweries', 'NIGERIA BREWERIES PLC'],
  ])('“%s” is “%s”', (typed, registered) => {
    expect(sameBusinessName(typed, registered)).toBe(true);
  });

  it.each([
    ['Amaka Fabric', 'AMAKA FABRICS'],
    ['Amaka Fabrics', 'ZENITH PALM OIL LIMITED'],
    ['Amaka Textiles', 'AMAKA FABRICS NIGERIA LIMITED'],
    ['Okafor Ventures', 'OKAFOR VENTURES INTERNATIONAL'],
    ['', 'AMAKA FABRICS'],
    ['...', '---'],
  ])('“%s” is not “%s”', (typed, registered) => {
    expect(sameBusinessName(typed, registered)).toBe(false);
  });

  it('drops a legal form or the country only at the end, and never the whole name', () => {
    expect(businessNameWords('Nigeria Limited Holdings Ltd')).toEqual([
      'nigeria',
      'limited',
      'holdings',
    ]);
    expect(businessNameWords('Limited')).toEqual(['limited']);
    expect(businessNameWords('Nig. Ltd')).toEqual(['nigeria']);
  });
});
