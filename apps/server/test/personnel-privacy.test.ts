import { EMPLOYEE_CONTRACT_FIELDS } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { as, type LoggedIn } from './helpers';
import { admin, colleague, employee, ids, manager, setupPrivacyApp, t } from './privacy-setup';

// Who sees a colleague's contract in the list, and the self-review drafts (docs/personnel.md, "Chi vede cosa").

setupPrivacyApp();

type Row = { id: string } & Record<string, unknown>;

async function rows(who: LoggedIn, query = '') {
  const response = await as(t.app, who, { url: `/api/personnel/employees?per_page=100${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().data.items as Row[];
  return (id: string) => items.find((row) => row.id === id);
}

const hasContract = (row: Row | undefined) => EMPLOYEE_CONTRACT_FIELDS.filter((field) => row && field in row);

describe('the employee list: contract data per row', () => {
  it('gives a colleague only directory data of others, and their own row whole', async () => {
    const row = await rows(colleague);
    expect(row(ids.dipendente)).toMatchObject({ name: 'Giulia Esposito', job_title: 'Sviluppatrice software' });
    expect(hasContract(row(ids.dipendente))).toEqual([]);
    expect(hasContract(row(ids.admin))).toEqual([]);
    expect(row(ids.collega)).toMatchObject({ employee_number: 'D-0099', contract_type: 'tempo_determinato' });
  });

  it("gives a manager their direct reports' contract but not their own manager's, and HR everybody's", async () => {
    const asManager = await rows(manager);
    expect(asManager(ids.dipendente)).toMatchObject({ employee_number: 'M0003' });
    expect(hasContract(asManager(ids.collega))).toEqual([...EMPLOYEE_CONTRACT_FIELDS.slice(0, 5)]);
    expect(hasContract(asManager(ids.admin))).toEqual([]);
    const asAdmin = await rows(admin);
    for (const id of [ids.dipendente, ids.manager, ids.collega]) {
      expect(hasContract(asAdmin(id))).toEqual([...EMPLOYEE_CONTRACT_FIELDS.slice(0, 5)]);
    }
  });

  it('refuses contract filters and sorts to non-HR, and does not search them by employee number', async () => {
    for (const query of ['contract_type=tempo_determinato', 'sort=hire_date', 'sort=-employee_number']) {
      const refused = await as(t.app, colleague, { url: `/api/personnel/employees?${query}` });
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().message).toMatch(/riservato all'ufficio del personale/);
      expect((await as(t.app, admin, { url: `/api/personnel/employees?${query}` })).statusCode).toBe(200);
    }
    const byNumber = await as(t.app, colleague, { url: '/api/personnel/employees?search=M0003' });
    expect(byNumber.json().data.items).toEqual([]);
    const hrByNumber = await as(t.app, admin, { url: '/api/personnel/employees?search=M0003' });
    expect(hrByNumber.json().data.items.map((r: Row) => r.id)).toEqual([ids.dipendente]);
  });

  it('lets only HR export the list', async () => {
    expect((await as(t.app, manager, { url: '/api/personnel/employees/export' })).statusCode).toBe(403);
    const csv = await as(t.app, admin, { url: '/api/personnel/employees/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('M0003');
  });
});

describe('review drafts stay with their author', () => {
  const review = async (who: LoggedIn, id: string) => {
    const response = await as(t.app, who, { url: `/api/personnel/performance/reviews/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      self_comment: string;
      manager_comment: string;
      objectives: { id: string; self_rating: number | null; self_comment: string; manager_rating: number | null }[];
    };
  };

  it('hides the self-review from the reviewer and HR until the employee submits it', async () => {
    const list = await as(t.app, employee, { url: '/api/personnel/performance/reviews?status=autovalutazione' });
    const id = list.json().data.items[0].id as string;
    const objectives = (await review(employee, id)).objectives;
    const saved = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/personnel/performance/reviews/${id}/self-review`,
      payload: {
        self_comment: 'Bozza: anno impegnativo',
        objectives: objectives.map((o) => ({ id: o.id, self_rating: 4, self_comment: 'Da rivedere' })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await review(employee, id)).toMatchObject({ self_comment: 'Bozza: anno impegnativo' });
    for (const who of [manager, admin]) {
      const draft = await review(who, id);
      expect(draft.self_comment).toBe('');
      expect(draft.objectives.map((o) => [o.self_rating, o.self_comment])).toEqual(objectives.map(() => [null, '']));
      expect(JSON.stringify(draft)).not.toContain('Da rivedere');
    }

    const submitted = await as(t.app, employee, {
      method: 'POST',
      url: `/api/personnel/performance/reviews/${id}/submit-self-review`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const read = await review(manager, id);
    expect(read.self_comment).toBe('Bozza: anno impegnativo');
    expect(read.objectives.every((o) => o.self_rating === 4 && o.self_comment === 'Da rivedere')).toBe(true);

    // The other way round: the manager's ratings stay theirs (and HR's) until the review is completed.
    const rated = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/personnel/performance/reviews/${id}/manager-review`,
      payload: {
        manager_comment: 'Giudizio in corso',
        objectives: objectives.map((o) => ({ id: o.id, manager_rating: 3, manager_comment: '' })),
      },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await review(admin, id)).manager_comment).toBe('Giudizio in corso');
    const own = await review(employee, id);
    expect(own.manager_comment).toBe('');
    expect(own.objectives.every((o) => o.manager_rating === null)).toBe(true);
  });
});
