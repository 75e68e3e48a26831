import { describe, expect, it } from 'vitest';
import { bool, int, matching, oneOf, searchParams, sortOf, string, text, truthy, uuid } from './search-params';

const ID = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';

describe('search params', () => {
  const validate = searchParams({
    tab: oneOf(['uno', 'due']),
    q: text(5),
    id: uuid,
    page: int(1, 9),
    sort: sortOf(['name', 'date']),
    month: matching(/^\d{4}-(0[1-9]|1[0-2])$/),
    on: bool,
    pending: truthy,
    from: string,
  });

  it('keeps what parses, trimmed and coerced like the zod schemas it replaces', () => {
    expect(
      validate({
        tab: 'due',
        q: '  ciao ',
        id: ID,
        page: '3',
        sort: '-date',
        month: '2026-11',
        on: false,
        pending: 1,
        from: '/app',
      }),
    ).toEqual({
      tab: 'due',
      q: 'ciao',
      id: ID,
      page: 3,
      sort: '-date',
      month: '2026-11',
      on: false,
      pending: true,
      from: '/app',
    });
  });

  it('drops what is malformed, missing or unknown instead of failing', () => {
    expect(
      validate({
        tab: 'tre',
        q: 'troppo lungo',
        id: 'not-a-uuid',
        page: '2.5',
        sort: 'name;drop',
        month: '2026-13',
        on: 'true',
        from: 42,
        extra: 'x',
      }),
    ).toEqual({});
    expect(validate({ page: '0' })).toEqual({});
    expect(validate({ page: '' })).toEqual({});
    expect(validate({ page: 10 })).toEqual({});
  });

  it('accepts numbers where a text is expected, as the router parses "?q=123" into a number', () => {
    expect(validate({ q: 123 })).toEqual({ q: '123' });
  });
});
