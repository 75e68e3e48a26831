import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '@/platform/attachments/tables';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { attach, attached, download, listOf, PDF_BYTES, remove, restore, TEXT_BYTES } from './attachments-setup';
import { as } from './helpers';
import { admin, client, colleague, employee, ids, manager, setupPrivacyApp, t } from './privacy-setup';

// Attachments of a project task (issue 17): the task's own rules decide (docs/attachments.md).
setupPrivacyApp();

let projectId: string;
let taskId: string;
beforeAll(async () => {
  const project = await as(t.app, manager, {
    method: 'POST',
    url: '/api/projects',
    payload: { code: 'ALLEG', name: 'Progetto allegati', status: 'attivo', billing_type: 'interno' },
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().data.id;
  const team = await as(t.app, manager, {
    method: 'PUT',
    url: `/api/projects/${projectId}/members`,
    payload: { members: [{ user_id: ids.dipendente, project_role: 'Sviluppatrice' }] },
  });
  expect(team.statusCode, team.body).toBe(200);
  const task = await as(t.app, manager, {
    method: 'POST',
    url: `/api/projects/${projectId}/tasks`,
    payload: { title: 'Analisi dei requisiti', assignee_id: ids.dipendente },
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
});

describe('task attachments per role', () => {
  it('a member uploads; the list shows name, size, who, and what each may do', async () => {
    const mine = await attached(t.app, employee, 'project_task', taskId, 'Requisiti – v1.pdf', PDF_BYTES);
    expect(mine).toMatchObject({ name: 'Requisiti – v1.pdf', size_bytes: PDF_BYTES.length, can_delete: true });
    const list = (await listOf(t.app, employee, 'project_task', taskId)).json().data;
    expect(list.can_upload).toBe(true);
    expect(list.accept).toContain('.pdf');
    expect(list.items[0]).toMatchObject({
      id: mine.id,
      mime_type: 'application/pdf',
      uploaded_by_id: ids.dipendente,
      uploaded_by_name: expect.any(String),
    });
  });

  it('the project manager and an admin (view_all_projects) read, download and upload', async () => {
    const note = await attached(t.app, manager, 'project_task', taskId, 'note.txt', TEXT_BYTES);
    for (const who of [manager, admin]) {
      const list = await listOf(t.app, who, 'project_task', taskId);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.items.map((item: { name: string }) => item.name)).toContain('note.txt');
      const file = await download(t.app, who, note.id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(TEXT_BYTES)).toBe(true);
    }
    await attached(t.app, admin, 'project_task', taskId, 'admin.txt', TEXT_BYTES);
  });

  it('a colleague outside the project and a client get 404 on every route, and learn nothing', async () => {
    const [item] = (await listOf(t.app, manager, 'project_task', taskId)).json().data.items;
    for (const who of [colleague, client]) {
      expect((await listOf(t.app, who, 'project_task', taskId)).statusCode).toBe(404);
      expect((await attach(t.app, who, 'project_task', taskId, 'x.txt', TEXT_BYTES)).statusCode).toBe(404);
      expect((await download(t.app, who, item.id)).statusCode).toBe(404);
      expect((await remove(t.app, who, item.id)).statusCode).toBe(404);
    }
    // Not through the generic file route either, not even for its uploader: it has no owner and no read rule.
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, item.id));
    for (const who of [colleague, manager, employee]) {
      expect((await as(t.app, who, { url: `/api/files/${row!.file_id}` })).statusCode).toBe(404);
    }
  });

  it('the manager deletes anyone’s file; a member only their own (403 otherwise); undo restores it', async () => {
    const byManager = await attached(t.app, manager, 'project_task', taskId, 'specifica.txt', TEXT_BYTES);
    const byEmployee = await attached(t.app, employee, 'project_task', taskId, 'bozza.txt', TEXT_BYTES);
    const listed = (await listOf(t.app, employee, 'project_task', taskId)).json().data.items as {
      id: string;
      can_delete: boolean;
    }[];
    expect(listed.find((item) => item.id === byManager.id)?.can_delete).toBe(false);
    const refused = await remove(t.app, employee, byManager.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Puoi eliminare solo gli allegati che hai caricato tu');

    expect((await remove(t.app, employee, byEmployee.id)).statusCode).toBe(200);
    expect((await download(t.app, employee, byEmployee.id)).statusCode).toBe(404);
    expect((await remove(t.app, employee, byEmployee.id)).statusCode).toBe(404);
    const undone = await restore(t.app, employee, byEmployee.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await restore(t.app, employee, byEmployee.id)).statusCode).toBe(409);
    expect((await download(t.app, employee, byEmployee.id)).statusCode).toBe(200);

    expect((await remove(t.app, manager, byEmployee.id)).statusCode).toBe(200);
    const names = (await listOf(t.app, manager, 'project_task', taskId))
      .json()
      .data.items.map((item: { name: string }) => item.name);
    expect(names).not.toContain('bozza.txt');
  });

  it('writes an audit row for each upload, delete and restore, naming the record', async () => {
    const file = await attached(t.app, employee, 'project_task', taskId, 'audit.txt', TEXT_BYTES);
    await remove(t.app, employee, file.id);
    await restore(t.app, employee, file.id);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, file.id));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'attachment.deleted',
      'attachment.restored',
      'attachment.uploaded',
    ]);
    expect(rows.find((row) => row.action === 'attachment.uploaded')?.details).toMatchObject({
      name: 'audit.txt',
      record_type: 'project_task',
      record_id: taskId,
      size_bytes: TEXT_BYTES.length,
    });
  });

  it('tells the assignee about a file someone else added, never the uploader', async () => {
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.dipendente), eq(notifications.type, 'task')));
    await attached(t.app, manager, 'project_task', taskId, 'per-te.txt', TEXT_BYTES);
    await attached(t.app, employee, 'project_task', taskId, 'mio.txt', TEXT_BYTES);
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.dipendente), eq(notifications.type, 'task')));
    const added = after.filter((note) => !before.some((old) => old.id === note.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      title: 'Nuovo allegato sul task: Analisi dei requisiti',
      link: `/app/projects/${projectId}?tab=task&task=${taskId}`,
    });
    expect(added[0]!.message).toContain('per-te.txt');
  });

  it('answers 404 for a deleted task, and after the timesheet module is switched off', async () => {
    const doomed = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      payload: { title: 'Da eliminare' },
    });
    const doomedId = doomed.json().data.id;
    const file = await attached(t.app, manager, 'project_task', doomedId, 'x.txt', TEXT_BYTES);
    expect((await as(t.app, manager, { method: 'DELETE', url: `/api/tasks/${doomedId}` })).statusCode).toBe(200);
    expect((await listOf(t.app, manager, 'project_task', doomedId)).statusCode).toBe(404);
    expect((await download(t.app, manager, file.id)).statusCode).toBe(404);

    const flags = (await as(t.app, admin, { url: '/api/admin/feature-flags' })).json().data as {
      id: string;
      feature_key: string;
    }[];
    const flag = flags.find((f) => f.feature_key === 'timesheet_module')!;
    const toggle = (is_enabled: boolean) =>
      as(t.app, admin, { method: 'PUT', url: `/api/admin/feature-flags/${flag.id}`, payload: { is_enabled } });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      expect((await listOf(t.app, manager, 'project_task', taskId)).statusCode).toBe(404);
    } finally {
      await toggle(true);
    }
    expect((await listOf(t.app, manager, 'project_task', taskId)).statusCode).toBe(200);
  });
});
