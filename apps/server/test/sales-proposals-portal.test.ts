import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProposalPdf } from '@/modules/sales/proposals/pdf';
import { imageKind, proposalPdfData } from '@/modules/sales/proposals/pdf-data';
import { proposalRow } from '@/modules/sales/proposals/queries';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, loginDemoStaff, multipartFile, type TestApp } from './helpers';
import { createProposal, demoClientId, line, sentProposal, transition } from './sales-proposals-setup';

// The client portal's proposals and the PDF (docs/sales.md, "Portale clienti" and "PDF").

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, client, ids } = await loginDemoStaff(t));
  clientId = await demoClientId(t);
});
afterAll(() => t.close());

async function pdfText(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('Client portal: proposals', () => {
  it('lists only the own company’s sent proposals; drafts, other companies and staff get nothing or 404', async () => {
    const draft = await createProposal(t, manager, clientId, { title: 'Bozza interna', notes: 'Margine basso' });
    const sent = await sentProposal(t, manager, clientId, { title: 'Arredo uffici' });
    const other = (
      await as(t.app, manager, { method: 'POST', url: '/api/crm/clients', payload: { name: 'Altra S.p.A.' } })
    ).json().data.id as string;
    const foreign = await sentProposal(t, manager, other, { title: 'Di un altro' });

    const list = await as(t.app, client, { url: '/api/client-portal/proposals' });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { id: string; title: string; referent: { name: string } }[];
    expect(items.map((item) => item.id)).toEqual([sent.id]);
    expect(items[0]).toMatchObject({ title: 'Arredo uffici', total_cents: sent.total_cents });
    expect(items[0]!.referent.name).toBeTruthy();

    const detail = (await as(t.app, client, { url: `/api/client-portal/proposals/${sent.id}` })).json().data;
    expect(detail).toMatchObject({ can_decide: true, decision: null });
    expect(detail.lines[0].unit_price_cents).toBe(8_000);
    for (const key of ['notes', 'stage', 'owner', 'version']) expect(detail).not.toHaveProperty(key);
    for (const id of [draft.id, foreign.id]) {
      for (const suffix of ['', '/pdf']) {
        const response = await as(t.app, client, { url: `/api/client-portal/proposals/${id}${suffix}` });
        expect(response.statusCode, `${id}${suffix}`).toBe(404);
      }
      const accept = await as(t.app, client, {
        method: 'POST',
        url: `/api/client-portal/proposals/${id}/accept`,
        payload: { name: 'Silvia Ferrari', accept_terms: true },
      });
      expect(accept.statusCode).toBe(404);
    }
    for (const staff of [manager, admin]) {
      expect((await as(t.app, staff, { url: '/api/client-portal/proposals' })).statusCode).toBe(404);
      expect((await as(t.app, staff, { url: `/api/client-portal/proposals/${sent.id}` })).statusCode).toBe(404);
    }
    const pdf = await as(t.app, client, { url: `/api/client-portal/proposals/${sent.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('records an online acceptance with the typed name, the account, the time and the address, and notifies', async () => {
    const sent = await sentProposal(t, manager, clientId, { title: 'Da accettare' });
    const missing = await as(t.app, client, {
      method: 'POST',
      url: `/api/client-portal/proposals/${sent.id}/accept`,
      payload: { name: 'Silvia Ferrari' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details.fields)).toEqual(['accept_terms']);
    const before = Date.now();
    const accepted = await as(t.app, client, {
      method: 'POST',
      url: `/api/client-portal/proposals/${sent.id}/accept`,
      payload: { name: 'Silvia Ferrari', accept_terms: true },
      remoteAddress: '203.0.113.7',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'accettata',
      can_decide: false,
      decision: { name: 'Silvia Ferrari', refusal_reason: null },
    });
    const staffView = (await as(t.app, manager, { url: `/api/crm/proposals/${sent.id}` })).json().data;
    expect(staffView.decision).toMatchObject({
      channel: 'portale',
      name: 'Silvia Ferrari',
      by: { id: ids.cliente },
      ip: '203.0.113.7',
    });
    expect(Date.parse(staffView.decision.at)).toBeGreaterThanOrEqual(before - 1000);
    const notes = await selectRows<{ title: string }>(
      t.database.db,
      sql`select title from notifications where user_id = ${ids.manager} and link = ${`/app/crm/proposals/${sent.id}`}`,
    );
    expect(notes.map((n) => n.title)).toEqual([`Offerta ${sent.number} accettata`]);
    const [entry] = await selectRows<{ action: string; actor_user_id: string }>(
      t.database.db,
      sql`select action, actor_user_id::text as actor_user_id from audit_log
        where target_id = ${sent.id} and action = 'proposal.accepted'`,
    );
    expect(entry?.actor_user_id).toBe(ids.cliente);
    const again = await as(t.app, client, {
      method: 'POST',
      url: `/api/client-portal/proposals/${sent.id}/refuse`,
      payload: { reason: 'Ci ho ripensato' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an acceptance after the validity, and records a refusal with its reason', async () => {
    const late = await sentProposal(t, manager, clientId, { title: 'Scaduta ma non ancora dal job' });
    await t.database.db.execute(
      sql`update sales_proposals set issue_date = '2025-01-01', valid_until = '2025-02-01' where id = ${late.id}`,
    );
    const detail = (await as(t.app, client, { url: `/api/client-portal/proposals/${late.id}` })).json().data;
    expect(detail.can_decide).toBe(false);
    const tooLate = await as(t.app, client, {
      method: 'POST',
      url: `/api/client-portal/proposals/${late.id}/accept`,
      payload: { name: 'Silvia Ferrari', accept_terms: true },
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain('01/02/2025');

    const sent = await sentProposal(t, manager, clientId, { title: 'Da rifiutare' });
    const refused = await as(t.app, client, {
      method: 'POST',
      url: `/api/client-portal/proposals/${sent.id}/refuse`,
      payload: { reason: 'Budget non disponibile' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.decision).toMatchObject({ refusal_reason: 'Budget non disponibile' });
  });
});

/** A logo as an admin would upload it: a PNG with the company's initials. */
function logoPng(): Buffer {
  const canvas = createCanvas(360, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1e3a8a';
  context.fillRect(0, 0, 120, 120);
  context.fillStyle = '#ffffff';
  context.font = 'bold 64px sans-serif';
  context.fillText('D', 38, 84);
  context.fillStyle = '#1e3a8a';
  context.font = 'bold 44px sans-serif';
  context.fillText('Demo', 140, 78);
  return canvas.toBuffer('image/png');
}

describe('The proposal PDF', () => {
  it('prints the number, the client and the total in Italian format on the letterhead with the logo', async () => {
    const upload = multipartFile('file', 'logo.png', 'image/png', logoPng());
    const logo = await as(t.app, admin, { method: 'POST', url: '/api/admin/config/logo/primary', ...upload });
    expect(logo.statusCode, logo.body).toBe(200);
    const proposal = await createProposal(t, manager, clientId, {
      title: 'Arredo della nuova sede',
      lines: [
        line({ description: 'Progettazione degli spazi', quantity: 12, unit_price_cents: 9_500 }),
        line({
          description: 'Scrivanie operative',
          quantity: 1_000,
          unit: 'pz',
          unit_price_cents: 12_345,
          discount_percent: 5,
        }),
        line({
          description: 'Corso di formazione',
          quantity: 1,
          unit: null,
          unit_price_cents: 20_000,
          vat_rate: 0,
          natura: 'N4',
        }),
      ],
      terms: 'Pagamento: 30% all’ordine, saldo a 60 giorni data fattura.\nConsegna entro 45 giorni lavorativi.',
    });
    const response = await as(t.app, manager, { url: `/api/crm/proposals/${proposal.id}/pdf` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toContain(`offerta-${proposal.number.replace('/', '-')}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PROPOSAL_PDF_OUT) writeFileSync(process.env.PROPOSAL_PDF_OUT, response.rawPayload);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(proposal.number);
    expect(text).toContain('Arredo Ferrari'.replace('Arredo', 'Arredi'));
    // 12 × 95 + 1000 × 123,45 × 0,95 + 200 = 118.617,50 taxable; VAT 22% on 118.417,50; bollo 2,00.
    const total = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' }).format(
      (proposal.total_cents ?? 0) / 100,
    );
    expect(text).toContain(total);
    expect(text).toContain('Imposta di bollo');
    expect(text).toContain('Pagina 1 di 1');
  });

  it('renders a 50-line proposal on several pages well under a second, and survives text outside Latin-1', async () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      line({
        description: `Voce ${i + 1}: ${i % 7 === 0 ? 'Ремонт офиса 办公室 🚀 — ' : ''}descrizione dettagliata dell'attività con testo abbastanza lungo da andare a capo su più righe nella colonna`,
        quantity: (i % 5) + 1,
        unit_price_cents: 1_000 + i * 37,
      }),
    );
    const proposal = await createProposal(t, manager, clientId, { title: 'Offerta lunga «Łódź» 東京', lines });
    const row = await proposalRow(t.database.db, proposal.id);
    const data = await proposalPdfData(t.database.db, t.app.storage, row);
    // Timed as a running server renders it: once the code is loaded and compiled (the first PDF of a process
    // also loads pdf-lib and the fonts' metrics).
    await renderProposalPdf({ ...data, proposal: { ...data.proposal, lines: data.proposal.lines.slice(0, 1) } });
    // CPU time, not wall time: on a shared machine the wall clock counts other processes' turns too.
    const started = process.cpuUsage();
    const bytes = await renderProposalPdf(data);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    if (process.env.PROPOSAL_PDF_OUT) writeFileSync(process.env.PROPOSAL_PDF_OUT.replace('.pdf', '-50.pdf'), bytes);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Pagina ${pages} di ${pages}`);
    expect(text).toContain('Voce 50');
    expect(text).toContain('Lódz');
    const response = await as(t.app, manager, { url: `/api/crm/proposals/${proposal.id}/pdf` });
    expect(response.statusCode).toBe(200);
  });

  it('keeps only PNG and JPEG logos', () => {
    expect(imageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageKind(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeNull();
  });
});

describe('From an accepted proposal to a project', () => {
  it('creates the project through the bridge once, with the client, the budget and the billing type', async () => {
    const sent = await sentProposal(t, manager, clientId, { title: 'Sviluppo gestionale' });
    const early = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/proposals/${sent.id}/project`,
      payload: { code: 'GEST-1', name: 'Gestionale' },
    });
    expect(early.statusCode).toBe(409);
    const accepted = (await transition(t, manager, sent, 'accept')).json().data;
    const made = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/proposals/${accepted.id}/project`,
      payload: { code: 'gest-1', name: 'Gestionale', manager_id: ids.manager, start_date: '2026-03-01' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.project).toMatchObject({ code: 'GEST-1', name: 'Gestionale' });
    const [project] = await selectRows<{ client_company_id: string; billing_type: string; budget: number }>(
      t.database.db,
      sql`select client_company_id::text as client_company_id, billing_type, budget_amount::float8 as budget
        from projects where code = 'GEST-1'`,
    );
    expect(project).toEqual({ client_company_id: clientId, billing_type: 'tempo_materiali', budget: 800 });
    const twice = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/proposals/${accepted.id}/project`,
      payload: { code: 'GEST-2', name: 'Gestionale bis' },
    });
    expect(twice.statusCode).toBe(409);
    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action in ('proposal.project_created', 'project.created')
        and created_at > now() - interval '1 minute'`,
    );
    expect(actions.map((a) => a.action).sort()).toEqual(['project.created', 'proposal.project_created']);
  });
});
