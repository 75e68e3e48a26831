import { TenantConfig } from '@portale/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { tenantConfig } from '@/platform/tenant/tables';
import { defaultTenantConfig } from '@/seed/default-config';
import { seed } from '@/seed/seed';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';
import { TEST_SEED } from './seed-options';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
});
afterAll(() => t.close());

const put = (who: LoggedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: '/api/admin/config', payload });
const publicConfig = async () => (await t.app.inject({ url: '/api/config' })).json().data;

describe('the public site content', () => {
  it('the demo company has its hero, Chi siamo sections, team and legal data', async () => {
    const { content, company } = await publicConfig();
    expect(content.hero.title).toBe('Il vostro partner per la trasformazione digitale');
    expect(content.about.sections.length).toBeGreaterThan(0);
    expect(content.team.map((m: { name: string }) => m.name)).toContain('Alessandra Rossi');
    expect(company).toMatchObject({ rea: 'MI-1234567', sdi_code: 'M5UXCR1', share_capital: { fully_paid: true } });
  });

  it('an admin saves the hero and the team; the public configuration and the stored row show them, audited', async () => {
    const hero = {
      title: 'Software per chi lavora',
      subtitle: 'Da Milano.',
      cta_label: 'Scrivici',
      cta_page: 'contact',
    };
    const team = [
      { name: 'Giulia Neri', role: 'Progettista', bio: '' },
      { name: 'Luca Verdi', role: 'Sviluppatore', bio: 'Backend.' },
    ];
    const saved = await put(admin, { content: { hero, team } });
    expect(saved.statusCode).toBe(200);
    const { content } = await publicConfig();
    expect(content.hero).toEqual(hero);
    expect(content.team).toEqual(team);
    // The services were not sent, so they are untouched.
    expect(content.services.length).toBeGreaterThan(0);

    const [row] = await t.database.db.select().from(tenantConfig);
    expect(TenantConfig.parse(row!.value).content.team).toEqual(team);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'config.updated'))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    const changes = (entry!.details as { changes: Record<string, unknown> }).changes;
    expect(Object.keys(changes).sort()).toEqual(['content.hero', 'content.team']);
  });

  it('refuses content over its limits and malformed company data, in Italian, changing nothing', async () => {
    const before = await publicConfig();
    const cases: [Record<string, unknown>, string][] = [
      [{ content: { hero: { ...before.content.hero, title: 'x'.repeat(121) } } }, 'Titolo: al massimo 120 caratteri'],
      [{ content: { hero: { ...before.content.hero, cta_page: 'admin' } } }, 'Pagina del pulsante non valida'],
      [
        { content: { team: Array.from({ length: 25 }, (_, i) => ({ name: `P${i}`, role: '', bio: '' })) } },
        'Team: al massimo 24 elementi',
      ],
      [{ content: { team: [{ name: ' ', role: '', bio: '' }] } }, 'Nome: campo obbligatorio'],
      [{ company: { sdi_code: 'ABC' } }, 'Il codice SDI è di 7 lettere o cifre'],
      [{ company: { rea: '1234567' } }, 'Numero REA non valido'],
      [{ company: { pec: 'non-una-pec' } }, 'Indirizzo PEC non valido'],
      [
        { company: { share_capital: { amount_cents: -1, fully_paid: true } } },
        'Il capitale sociale non può essere negativo',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put(admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await publicConfig()).toEqual(before);
  });

  it('stores the legal data normalised: SDI and REA in capitals', async () => {
    const response = await put(admin, {
      company: { sdi_code: 'abc1234', rea: 'to-998877', pec: 'amministrazione@pec.esempio.it' },
    });
    expect(response.statusCode).toBe(200);
    expect((await publicConfig()).company).toMatchObject({ sdi_code: 'ABC1234', rea: 'TO-998877' });
  });

  it('is changed by admins only', async () => {
    const denied = await put(employee, {
      content: { hero: { title: 'X', subtitle: '', cta_label: '', cta_page: 'contact' } },
    });
    expect(denied.statusCode).toBe(403);
    expect((await publicConfig()).content.hero.title).not.toBe('X');
  });

  it('a new installation starts with no demo text and no legal data', () => {
    const { content, company } = TenantConfig.parse(
      defaultTenantConfig({ demo: false, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 }),
    );
    expect(content.hero).toEqual({ title: '', subtitle: '', cta_label: '', cta_page: 'contact' });
    expect(content.about).toEqual({ intro: '', mission: '', sections: [], values: [] });
    expect(content.services).toEqual([]);
    expect(content.products).toEqual([]);
    expect(content.team).toEqual([]);
    expect(company).toMatchObject({ pec: '', sdi_code: '', rea: '', share_capital: { amount_cents: null } });
  });

  it('a configuration stored before these fields gains them at start-up and keeps its own', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(tenantConfig);
    const value = row!.value as { company: Record<string, unknown>; content: Record<string, unknown> };
    const { pec: _p, sdi_code: _s, rea: _r, share_capital: _c, ...oldCompany } = value.company;
    const { hero: _h, team: _t, ...oldContent } = value.content;
    const { sections: _x, ...oldAbout } = oldContent.about as Record<string, unknown>;
    await db.update(tenantConfig).set({
      value: {
        ...value,
        company: { ...oldCompany, name: 'Vecchia S.p.A.' },
        content: { ...oldContent, about: oldAbout },
      },
    });
    await seed(db, TEST_SEED);
    const [upgraded] = await db.select().from(tenantConfig);
    const parsed = TenantConfig.parse(upgraded!.value);
    expect(parsed.company.name).toBe('Vecchia S.p.A.');
    expect(parsed.company.rea).toBe('MI-1234567');
    expect(parsed.content.hero.cta_page).toBeDefined();
    expect(parsed.content.about.sections.length).toBeGreaterThan(0);
  });
});
