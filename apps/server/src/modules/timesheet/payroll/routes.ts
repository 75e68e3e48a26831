import { AttendanceSheetOptions, AttendanceSheetQuery, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { audit } from '@/platform/audit/audit';
import { type CsvCell, toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn } from '@/platform/export/xlsx';
import { ok } from '@/platform/http/envelope';
import { attendanceSheet, attendanceSheetOptions } from './attendance-sheet';
import type { AttendanceSheet } from './sheet';

const tags = ['timesheet-payroll'];
// HR (manage_users; administrators hold it too): the sheet carries everyone's hours, absences and sick leave.
const hr = { permission: 'manage_users', feature: 'timesheet_module' } as const;

function xlsxColumns(sheet: AttendanceSheet): XlsxColumn[] {
  const { first, count } = sheet.dayColumns;
  return sheet.header.map((header, i) => {
    if (i < first) return { header, width: i === 1 ? 26 : 14 };
    if (i < first + count) return { header, width: 8 };
    if (i === sheet.header.length - 1) return { header, width: 34 };
    return { header, kind: 'number' as const, width: 12 };
  });
}

/** `/api/timesheet/attendance-sheet` (/app/timesheet/attendance-sheet): the monthly sheet for the payroll consultant. */
export async function attendanceSheetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/options',
    { access: hr, schema: { tags, response: { 200: envelopeOf(AttendanceSheetOptions) } } },
    async (request) => ok(await attendanceSheetOptions(app.db, requireActor(request))),
  );
  r.get('', { access: hr, schema: { tags, querystring: AttendanceSheetQuery } }, async (request, reply) => {
    const actor = requireActor(request);
    const { month, department_id, format } = request.query;
    const sheet = await attendanceSheet(app.db, actor, { month, department_id });
    // Everyone's hours and sick leave leave the system: who took them is worth keeping.
    await audit(app.db, actor, {
      action: 'timesheet.attendance_sheet_exported',
      details: { month, department_id: department_id ?? null, format, people: sheet.rows.length },
    });
    const name = `foglio-presenze-${month}`;
    const [filename, contentType, body] =
      format === 'csv'
        ? [`${name}.csv`, 'text/csv; charset=utf-8', toCsv(sheet.header, sheet.rows as CsvCell[][])]
        : [
            `${name}.xlsx`,
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buildXlsx(`Presenze ${month}`, xlsxColumns(sheet), sheet.rows),
          ];
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
