import { EMPLOYEE_CONTRACT_FIELDS, EMPLOYEE_PERSONAL_FIELDS } from '@portale/shared';
import { expect } from 'vitest';
import { ids, type Viewer } from './privacy-setup';
import { DRAFT_TEXT, fields, nowhere, staffOnly, type WalkEntry } from './privacy-walk-setup';

// The personnel read endpoints about Giulia (see privacy-walk-setup.ts for who the viewers are).

const CONTRACT = EMPLOYEE_CONTRACT_FIELDS;
const PERSONAL = EMPLOYEE_PERSONAL_FIELDS;
/** The list row's part of the contract fields. */
const LIST_CONTRACT = CONTRACT.slice(0, 5);
const RESERVED = ['ral', 'tax_code', 'iban', 'address', 'postal_code', 'city', 'emergency_contact_name'];
/** Nothing of anyone's contract, personal or reserved data. */
const DIRECTORY_ONLY = [...CONTRACT, ...PERSONAL, ...RESERVED];

const seesContract = (viewer: Viewer) => viewer !== 'colleague';
const seesPersonal = (viewer: Viewer) => viewer === 'admin' || viewer === 'self';
/** Giulia's review history: herself, HR, her manager (and reviewer); a colleague is told it does not exist. */
const REVIEW_READERS: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 404, self: 200, client: 403 };
const HR_ONLY: Record<Viewer, number> = { admin: 200, manager: 403, colleague: 403, self: 403, client: 403 };
const STAFFING: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 };

type Review = { self_comment: string; objectives: { self_rating: number | null; self_comment: string }[] };
/** The draft self-review reaches Giulia only. */
function draftVisibleOnlyToSelf(reviews: Review[], viewer: Viewer) {
  const text = JSON.stringify(reviews);
  if (viewer === 'self') expect(text).toContain(DRAFT_TEXT);
  else {
    expect(text).not.toContain(DRAFT_TEXT);
    for (const review of reviews) expect(review.objectives.every((o) => o.self_rating === null)).toBe(true);
  }
}

export const PERSONNEL_WALK: WalkEntry[] = [
  {
    route: 'GET /api/personnel/employees',
    url: () => '/api/personnel/employees?search=Esposito',
    status: staffOnly(200),
    check: (data, viewer) => {
      const row = data.items.find((item: { id: string }) => item.id === ids.dipendente);
      const contract: readonly string[] = seesContract(viewer) ? LIST_CONTRACT : [];
      fields(row, contract, [...LIST_CONTRACT.filter((f) => !contract.includes(f)), ...PERSONAL, ...RESERVED]);
    },
  },
  {
    route: 'GET /api/personnel/employees/options',
    url: () => '/api/personnel/employees/options',
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/employees/export',
    url: () => '/api/personnel/employees/export?format=csv',
    status: HR_ONLY,
    check: (body) => expect(body).toContain('M0003'),
  },
  {
    route: 'GET /api/personnel/employees/import/template',
    url: () => '/api/personnel/employees/import/template',
    status: HR_ONLY,
  },
  {
    route: 'GET /api/personnel/employees/:id',
    url: (f) => `/api/personnel/employees/${f.person}`,
    status: staffOnly(200),
    check: (data, viewer) => {
      const contract: readonly string[] = seesContract(viewer) ? CONTRACT : [];
      const personal: readonly string[] = seesPersonal(viewer) ? PERSONAL : [];
      fields(
        data,
        [
          'name',
          'job_title',
          'department_name',
          'manager_name',
          'email',
          'work_phone',
          'bio',
          ...contract,
          ...personal,
        ],
        [...CONTRACT, ...PERSONAL, ...RESERVED].filter((f) => !contract.includes(f) && !personal.includes(f)),
      );
      // Giulia shares her birthday: day and month for everyone.
      expect(data.birthday).toEqual({ day: expect.any(Number), month: expect.any(Number) });
      expect(data.access).toMatchObject({
        level: { admin: 'hr', manager: 'manager', colleague: 'colleague', self: 'self', client: '' }[viewer],
        tabs: { allocation: viewer !== 'colleague', performance: viewer !== 'colleague' },
      });
    },
  },
  {
    route: 'GET /api/personnel/employees/:id/private',
    url: (f) => `/api/personnel/employees/${f.person}/private`,
    status: { admin: 200, manager: 403, colleague: 403, self: 200, client: 403 },
    check: (data) => fields(data, RESERVED, []),
  },
  {
    route: 'GET /api/personnel/widgets/birthdays',
    url: () => '/api/personnel/widgets/birthdays',
    status: staffOnly(200),
    check: (data) => nowhere(data, ['birth_date', ...CONTRACT, ...RESERVED]),
  },
  {
    route: 'GET /api/personnel/widgets/new-colleagues',
    url: () => '/api/personnel/widgets/new-colleagues',
    status: staffOnly(200),
    // The card announces who arrived in the last 30 days, with the day they arrived: nothing else of a contract.
    check: (data) => nowhere(data, [...CONTRACT.filter((f) => f !== 'hire_date'), ...PERSONAL, ...RESERVED]),
  },
  {
    route: 'GET /api/personnel/departments',
    url: () => '/api/personnel/departments',
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/departments/people',
    url: () => '/api/personnel/departments/people',
    status: HR_ONLY,
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/departments/:id',
    url: (f) => `/api/personnel/departments/${f.department}`,
    status: staffOnly(200),
    check: (data) => {
      expect(data.members.map((m: { user_id: string }) => m.user_id)).toContain(ids.dipendente);
      nowhere(data, DIRECTORY_ONLY);
    },
  },
  {
    route: 'GET /api/personnel/orgchart',
    url: () => '/api/personnel/orgchart',
    status: staffOnly(200),
    check: (data) => {
      expect(data.people.map((p: { id: string }) => p.id)).toContain(ids.dipendente);
      nowhere(data, DIRECTORY_ONLY);
    },
  },
  {
    route: 'GET /api/personnel/skills',
    url: () => '/api/personnel/skills',
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/skills/matrix',
    url: () => '/api/personnel/skills/matrix',
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/skills/who-knows',
    url: (f) => `/api/personnel/skills/who-knows?skill_id=${f.skill}`,
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    // What waits for the viewer's validation: the manager's and HR's, nobody else's.
    route: 'GET /api/personnel/skills/validations',
    url: () => '/api/personnel/skills/validations',
    status: staffOnly(200),
    check: (data, viewer) => {
      const giulia = data.items.some((item: { user_id: string }) => item.user_id === ids.dipendente);
      if (viewer === 'colleague' || viewer === 'self') expect(giulia).toBe(false);
      nowhere(data, DIRECTORY_ONLY);
    },
  },
  {
    route: 'GET /api/personnel/skills/people/:id',
    url: (f) => `/api/personnel/skills/people/${f.person}`,
    status: staffOnly(200),
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    // Who sits at each level, next to its minimum pay, is for HR; others get the count.
    route: 'GET /api/personnel/job-levels',
    url: () => '/api/personnel/job-levels',
    status: staffOnly(200),
    check: (data, viewer) => {
      const names = JSON.stringify(data).includes('Giulia Esposito');
      expect(names).toBe(viewer === 'admin');
    },
  },
  {
    route: 'GET /api/personnel/performance/overview',
    url: () => '/api/personnel/performance/overview',
    status: staffOnly(200),
    check: (data, viewer) => {
      const reviews = [...data.my_reviews, ...data.to_act];
      const giulia = reviews.some((r: { employee_id: string }) => r.employee_id === ids.dipendente);
      expect(giulia).toBe(viewer === 'self');
    },
  },
  { route: 'GET /api/personnel/performance/cycles', url: () => '/api/personnel/performance/cycles', status: HR_ONLY },
  {
    route: 'GET /api/personnel/performance/candidates',
    url: () => '/api/personnel/performance/candidates',
    status: HR_ONLY,
    check: (data) => nowhere(data, DIRECTORY_ONLY),
  },
  {
    route: 'GET /api/personnel/performance/reviews',
    url: (f) => `/api/personnel/performance/reviews?person_id=${f.person}`,
    status: staffOnly(200),
    check: (data, viewer) => {
      expect(data.items.length > 0).toBe(viewer !== 'colleague');
      nowhere(data, ['self_comment', 'manager_comment', 'objectives']);
    },
  },
  {
    route: 'GET /api/personnel/performance/reviews/:id',
    url: (f) => `/api/personnel/performance/reviews/${f.review}`,
    status: { admin: 200, manager: 200, colleague: 404, self: 200, client: 403 },
    check: (data, viewer) => draftVisibleOnlyToSelf([data], viewer),
  },
  {
    route: 'GET /api/personnel/performance/people/:userId',
    url: (f) => `/api/personnel/performance/people/${f.person}`,
    status: REVIEW_READERS,
    check: (data) => nowhere(data, ['self_comment', 'objectives']),
  },
  {
    route: 'GET /api/personnel/performance/people/:userId/years/:year',
    url: (f) => `/api/personnel/performance/people/${f.person}/years/${f.reviewYear}`,
    status: REVIEW_READERS,
    check: (data, viewer) => draftVisibleOnlyToSelf(data.reviews, viewer),
  },
  {
    route: 'GET /api/personnel/allocation',
    url: () => '/api/personnel/allocation',
    status: STAFFING,
    check: (data) => nowhere(data, [...PERSONAL, ...RESERVED]),
  },
  {
    route: 'GET /api/personnel/allocation/people/:userId',
    url: (f) => `/api/personnel/allocation/people/${f.person}`,
    status: { admin: 200, manager: 200, colleague: 403, self: 200, client: 403 },
    check: (data) => nowhere(data, [...PERSONAL, ...RESERVED]),
  },
];
