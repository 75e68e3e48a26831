import { holdsPermission } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { AttachmentTarget } from '@/platform/attachments/registry';
import { type Db, selectRows } from '@/platform/db/database';
import { AppError } from '@/platform/http/errors';
import { projectGrant, taskPath } from './access';
import { ON_PROJECTS } from './route-rules';

interface TaskFacts {
  project_id: string;
  title: string;
  assignee_id: string | null;
  project_label: string;
}

async function liveTask(db: Db, taskId: string): Promise<TaskFacts | null> {
  const [task] = await selectRows<TaskFacts>(
    db,
    sql`select t.project_id, t.title, t.assignee_id, p.code || ' · ' || p.name as project_label
        from project_tasks t join projects p on p.id = t.project_id
        where t.id = ${taskId} and t.deleted_at is null`,
  );
  return task ?? null;
}

/**
 * A task's attachments (docs/attachments.md) follow the task's own rules (docs/timesheet.md): whoever may see the
 * task reads them; its project's members and editors add files, as they edit the task; the project's editors
 * (edit_project, or its manager) delete anyone's, a member only their own.
 */
export const taskAttachmentTarget: AttachmentTarget = {
  label: 'Task',
  feature: 'timesheet_module',
  kinds: ['pdf', 'office', 'image', 'text', 'archive'],
  async access(db, actor, taskId) {
    if (!holdsPermission(actor.permissions, ON_PROJECTS.permission)) return null;
    const task = await liveTask(db, taskId);
    if (!task) return null;
    const grant = await projectGrant(db, actor, task.project_id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    return grant && { canUpload: grant.canWork, canManage: grant.canEdit };
  },
  // The assignee works on the task: a new file is for them (a spec, a screenshot). The team is not told.
  async announce(db, actor, taskId, fileName) {
    const task = await liveTask(db, taskId);
    if (!task?.assignee_id) return null;
    return {
      userIds: [task.assignee_id],
      notification: {
        type: 'task',
        title: `Nuovo allegato sul task: ${task.title}`,
        message: `${fileName} — aggiunto da ${actor.name} (${task.project_label})`,
        link: taskPath(task.project_id, taskId),
      },
    };
  },
};
