import { describe, expect, it } from 'vitest';
import { AdminUserCreate, EmployeeCreate, ProfileUpdate, RegisterBody } from './index';
import { personName } from './names';

describe('person names', () => {
  it('accepts accents, apostrophes and spaces, and refuses control and bidi-override characters', () => {
    const name = personName('Il nome');
    expect(name.safeParse('Maria Chiara D’Angelo-Nicolò').success).toBe(true);
    for (const bad of ['Ann\u202Ea', 'a\u2066b', 'a\u200Fb', 'a\tb', 'a\nb', 'a\u0085b', 'a\u0007b']) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe(
        'Il nome contiene caratteri non consentiti (controllo o direzione del testo)',
      );
    }
  });

  it('guards the names of the profile, the registration, admin users and employees', () => {
    const bidi = 'Rossi\u202Eixxa';
    expect(ProfileUpdate.safeParse({ first_name: 'A', last_name: bidi }).success).toBe(false);
    const user = { first_name: bidi, last_name: 'B', username: 'abc', email: 'a@b.it' };
    expect(RegisterBody.safeParse({ ...user, password: 'Una-password-42' }).error?.issues[0]?.path).toEqual([
      'first_name',
    ]);
    expect(AdminUserCreate.safeParse({ ...user, role: 'employee' }).error?.issues[0]?.path).toEqual(['first_name']);
    expect(EmployeeCreate.safeParse({ first_name: bidi }).error?.issues.some((i) => i.path[0] === 'first_name')).toBe(
      true,
    );
  });
});
