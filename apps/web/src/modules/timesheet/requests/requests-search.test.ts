import { LeaveRequestListQuery } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { MY_REQUESTS_PER_PAGE, myRequestsQuery, pendingQuery } from './requests-search';

describe('requests list queries', () => {
  it('asks for my requests of the URL year, page by page, in the shared per_page shape', () => {
    const query = myRequestsQuery({ year: 2027, page: 3, status: 'approvata' }, '2026-11-24');
    expect(query).toEqual({ scope: 'mine', year: 2027, status: 'approvata', page: 3, per_page: MY_REQUESTS_PER_PAGE });
    expect(LeaveRequestListQuery.parse(query)).toMatchObject({ page: 3, per_page: MY_REQUESTS_PER_PAGE });
  });

  it('defaults to this year and the first page', () => {
    expect(myRequestsQuery({}, '2026-11-24')).toMatchObject({ year: 2026, page: 1 });
  });

  it('asks for the pending team requests oldest first with their own page size', () => {
    expect(LeaveRequestListQuery.parse(pendingQuery(2, 1))).toMatchObject({
      scope: 'team',
      status: 'in_attesa',
      page: 2,
      per_page: 1,
    });
  });
});
