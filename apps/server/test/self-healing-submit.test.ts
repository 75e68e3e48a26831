import type { ManualErrorReportInput } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { as } from './helpers';
import { batch, jsError, useSelfHealingApp } from './self-healing-setup';

const t = useSelfHealingApp();
const { who, submit, patternsMatching, setAutoSubmission } = t;

describe('submit-error: shapes (spec §3/§7)', () => {
  it('accepts an automatic batch from a logged-in user and answers tracking_id and health_updated', async () => {
    const response = await submit(who.employee, batch([jsError('Qualcosa di strano in batch-shape')]));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ received: 1, accepted: 1, ignored: 0, sampled: 0, health_updated: false });
    expect(body.data.tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.id).toBe(body.data.tracking_id);
  });

  it('accepts a detailed manual report, stores it whole and updates the health metrics', async () => {
    const report: ManualErrorReportInput = {
      error_type: 'ui_bug',
      message: 'Il pulsante Salva del profilo manual-shape non risponde',
      severity: 'high',
      error_context: {
        steps_to_reproduce: ['Apri il profilo', '', '  ', 'Premi Salva'],
        expected_behavior: 'Il profilo viene salvato',
        actual_behavior: 'Non succede nulla',
        additional_notes: 'Da ieri',
        system_info: {
          url: '/app/profile?code=xyz',
          browser: 'Firefox',
          viewport: { width: 390, height: 844 },
          timestamp: 'now',
        },
        screenshot_filename: 'schermata.png',
        screenshot_size: 123456,
      },
      automatic: false,
      manual_report: true,
      user_reported: true,
      timestamp: new Date().toISOString(),
    };
    const response = await submit(who.employee, report);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.health_updated).toBe(true);
    const [pattern] = await patternsMatching('manual-shape');
    expect(pattern).toMatchObject({ source: 'manual', error_type: 'ui_bug', severity: 'high', affected_users: 1 });
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${pattern!.id}` })).json().data;
    expect(detail.reports).toHaveLength(1);
    expect(detail.reports[0]).toMatchObject({
      id: data.tracking_id,
      user_name: 'Giulia Esposito',
      quick_report: false,
    });
    expect(detail.reports[0].error_context.steps_to_reproduce).toEqual(['Apri il profilo', 'Premi Salva']);
    expect(detail.reports[0].error_context.system_info.url).toBe('/app/profile?code=[riservato]');
    expect(detail.reports[0].error_context.screenshot_filename).toBe('schermata.png');
  });

  it('accepts a quick report', async () => {
    const response = await submit(who.employee, {
      quick_report: true,
      error_category: 'performance_issue',
      description: 'La pagina quick-shape è lentissima',
      url: 'http://localhost:3000/app/leave',
      timestamp: new Date().toISOString(),
      user_agent: 'Mozilla/5.0',
    });
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('quick-shape');
    expect(pattern).toMatchObject({ error_type: 'performance_issue', severity: 'medium', source: 'manual' });
  });

  it('accepts anonymous visitors of the public pages', async () => {
    const response = await submit(null, batch([jsError('Errore anonimo anon-shape sul sito pubblico')]));
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('anon-shape');
    expect(pattern).toMatchObject({ affected_users: 0, affected_sessions: 1 });
  });

  it('refuses automatic batches while automatic submission is off, but not manual reports', async () => {
    await setAutoSubmission(false);
    try {
      const refused = await submit(who.employee, batch([jsError('auto-off')]));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("L'invio automatico degli errori è disattivato");
      const manual = await submit(who.employee, {
        error_type: 'other',
        message: 'Segnalazione con invio automatico spento',
      });
      expect(manual.statusCode).toBe(200);
    } finally {
      await setAutoSubmission(true);
    }
  });
});

describe('submit-error: validation and sanitising', () => {
  it('answers field errors in Italian for a broken manual report', async () => {
    const response = await submit(who.employee, { error_type: 'not_a_type', message: '   ', severity: 'urgent' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.fields).toMatchObject({
      error_type: ['Seleziona un tipo di errore valido'],
      message: ['La descrizione è obbligatoria'],
      severity: ['Priorità non valida'],
    });
  });

  it('refuses a screenshot over 10 MB and batches over 100 errors', async () => {
    const shot = await submit(who.employee, {
      error_type: 'ui_bug',
      message: 'Screenshot enorme',
      error_context: { screenshot_filename: 'x.png', screenshot_size: 10485761 },
    });
    expect(shot.statusCode).toBe(400);
    expect(shot.json().details.fields['error_context.screenshot_size']).toEqual([
      'Il file è troppo grande. Massimo 10MB.',
    ]);
    const tooMany = await submit(who.employee, batch(Array.from({ length: 101 }, () => jsError('troppi'))));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields.errors).toEqual(['Al massimo 100 errori per invio']);
  });

  it('refuses a body that is not a report at all', async () => {
    const response = await submit(who.employee, [1, 2, 3]);
    expect(response.statusCode).toBe(400);
  });

  it('cuts long messages and stacks and strips secrets and e-mails from what it stores', async () => {
    const message = `Errore sanitise-check per mario.rossi@demo.it con Bearer abc.def ${'x'.repeat(3000)}`;
    const response = await submit(
      who.employee,
      batch([
        jsError(message, 'renderSanitise', { stack: `at f (http://h/a.js?token=SEGRETO:1:1)\n${'y'.repeat(20_000)}` }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [pattern] = await patternsMatching('sanitise-check');
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${pattern!.id}` })).json().data;
    const sample = detail.samples[0];
    const stored = JSON.stringify(detail);
    expect(stored).not.toContain('mario.rossi@demo.it');
    expect(stored).not.toContain('SEGRETO');
    expect(stored).not.toContain('abc123');
    expect(stored).not.toContain('abc.def');
    expect(sample.message.length).toBeLessThanOrEqual(2000);
    expect(sample.stack.length).toBeLessThanOrEqual(10_000);
    expect(sample.url).toBe('http://localhost:3000/app/admin/users?token=[riservato]');
    expect(sample.page_context.search).toBe('?token=[riservato]');
  });

  it('drops errors of the §8 ignore list', async () => {
    const response = await submit(
      who.employee,
      batch([
        jsError('Script error.'),
        jsError('ResizeObserver loop completed with undelivered notifications.'),
        jsError('Errore vero ignore-check'),
      ]),
    );
    expect(response.json().data).toMatchObject({ received: 3, accepted: 1, ignored: 2 });
    expect(await patternsMatching('Script error')).toEqual([]);
  });
});

describe('grouping', () => {
  it('groups the same error with different ids, numbers and addresses into one pattern', async () => {
    const ids = ['3f2a1c9e-1111-4a4a-9b9b-123456789abc', '7d9e0b2f-2222-4c4c-8d8d-abcdef123456'];
    await submit(
      who.employee,
      batch([
        jsError(`grouping-alpha: utente ${ids[0]} non trovato dopo 120 ms su /api/users/42`),
        jsError(`grouping-alpha: utente ${ids[1]} non trovato dopo 95 ms su /api/users/7`),
      ]),
    );
    await submit(
      who.manager,
      batch(
        [jsError('grouping-alpha: utente 9b2c4d6e-3333-4e4e-8f8f-0123456789ab non trovato dopo 3 ms su /api/users/9')],
        'sess-2',
      ),
    );
    const patterns = await patternsMatching('grouping-alpha');
    expect(patterns).toHaveLength(1);
    expect(patterns[0]).toMatchObject({
      occurrence_count: 3,
      affected_users: 2,
      affected_sessions: 2,
      title: 'grouping-alpha: utente <id> non trovato dopo <n> ms su /api/users/<id>',
    });
  });

  it('keeps different errors, different types and different code locations apart', async () => {
    await submit(
      who.employee,
      batch([
        jsError('grouping-beta: lista vuota', 'renderList'),
        jsError('grouping-beta: lista vuota', 'renderOtherList'),
        jsError('grouping-beta: richiesta fallita con 404'),
        jsError('grouping-beta: richiesta fallita con 500'),
        { ...jsError('grouping-beta: lista vuota', 'renderList'), type: 'react_component_error' },
      ]),
    );
    const patterns = await patternsMatching('grouping-beta');
    expect(patterns).toHaveLength(5);
    expect(patterns.find((p) => p.title.endsWith('500'))!.severity).toBe('critical');
    expect(patterns.find((p) => p.title.endsWith('404'))!.severity).toBe('high');
  });

  it('keeps the worst severity seen and caps the samples at ten per pattern', async () => {
    for (let i = 0; i < 14; i++) {
      await submit(
        who.employee,
        batch([jsError(`grouping-gamma ${i === 13 ? 'deprecated' : 'boom'} x`, 'renderGamma')]),
      );
    }
    await submit(
      who.employee,
      batch([jsError('grouping-gamma TypeError: Cannot read properties of undefined', 'renderGamma')]),
    );
    const patterns = await patternsMatching('grouping-gamma');
    const boom = patterns.find((p) => p.title.includes('boom'))!;
    expect(boom.occurrence_count).toBe(13);
    // One client, one error: ten occurrences a minute are detailed, the rest only counted.
    expect(boom.sampled_count).toBe(3);
    const detail = (await as(t.app, who.admin, { url: `/api/self-healing/patterns/${boom.id}` })).json().data;
    // Samples are taken at most every few seconds per pattern: the first one, here.
    expect(detail.samples.length).toBeGreaterThanOrEqual(1);
    expect(detail.samples.length).toBeLessThanOrEqual(10);
  });
});
