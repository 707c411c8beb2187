import { describe, expect, it } from 'vitest';
import { personMismatch } from './matching.js';
import { corporateHolders, peopleWhoCount } from './registry.js';

const listed = { firstName: 'CHINEDU', lastName: 'EZE', middleName: null, dob: '1988-11-02' };
const claims = (first_name: string, last_name: string, date_of_birth = '1988-11-02') => ({
  first_name,
  last_name,
  date_of_birth,
});

describe('whoever answers a person’s link is the registry’s person', () => {
  it('agrees whatever the case, order, middle names or titles', () => {
    expect(personMismatch(listed, claims('Chinedu', 'Eze'))).toBeNull();
    // The registry often writes the surname first, and the member may carry a middle name.
    expect(personMismatch(listed, claims('Eze', 'Chinedu'))).toBeNull();
    expect(personMismatch(listed, claims('Chinedu Obinna', 'Eze'))).toBeNull();
    expect(
      personMismatch({ ...listed, firstName: 'CHIEF CHINEDU' }, claims('Chinedu', 'Eze')),
    ).toBeNull();
    expect(
      personMismatch({ ...listed, lastName: 'OKPARA-QUILL' }, claims('Chinedu', 'Okpara Quill')),
    ).toBeNull();
  });

  it('refuses another name, a surname the registry lacks, another birthday', () => {
    expect(personMismatch(listed, claims('Emeka', 'Obi'))).toBe(
      'The verified name is not the name the registry lists',
    );
    expect(personMismatch(listed, claims('Chinedu', 'Eze-Bello'))).toBe(
      'The verified name is not the name the registry lists',
    );
    // Nothing fuzzy: one letter is another name.
    expect(personMismatch(listed, claims('Chinedu', 'Ezeh'))).not.toBeNull();
    expect(personMismatch(listed, claims('Chinedu', 'Eze', '1990-01-01'))).toBe(
      'The verified date of birth is not the one the registry lists',
    );
    // No date listed: the names decide.
    expect(
      personMismatch({ ...listed, dob: null }, claims('Chinedu', 'Eze', '1990-01-01')),
    ).toBeNull();
  });
});

describe('who of the registry’s people is asked (CAMA 2020 s.119)', () => {
  const p = (
    first: string,
    roles: ('director' | 'shareholder')[],
    share: number | null,
    corporate = false,
  ) => ({
    firstName: first,
    lastName: 'X',
    middleName: null,
    dob: null,
    roles,
    sharePercent: share,
    ...(corporate ? { corporate } : {}),
  });

  it('directors always, shareholders from 5 % or with no share given, one person once', () => {
    const asked = peopleWhoCount([
      p('DIRECTOR', ['director'], null),
      p('FIVE', ['shareholder'], 5),
      p('FOUR', ['shareholder'], 4.99),
      p('UNKNOWN', ['shareholder'], null),
      // Listed twice: as a director and with 3 % + 3 % of shares in two rows.
      p('TWICE', ['director'], 3),
      p('TWICE', ['shareholder'], 3),
    ]);
    expect(asked.map((x) => [x.firstName, x.roles, x.sharePercent])).toEqual([
      ['DIRECTOR', ['director'], null],
      ['FIVE', ['shareholder', 'significant_control'], 5],
      ['UNKNOWN', ['shareholder'], null],
      ['TWICE', ['director', 'shareholder', 'significant_control'], 6],
    ]);
  });

  it('a company holding 5 % or more is no person, but its owners must be added', () => {
    const list = [p('', ['shareholder'], 40, true), p('', ['shareholder'], 2, true)];
    expect(peopleWhoCount(list)).toEqual([]);
    expect(corporateHolders(list)).toHaveLength(1);
  });
});
